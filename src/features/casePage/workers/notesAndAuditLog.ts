import { put, select } from 'redux-saga/effects';
import type { AuditLogsResponse, CaseDetail } from '../../../api/caseHandlingTypes';
import type { HttpResult } from '../../../api/http';
import { svCasePage as sv } from '../../../text/svCasePage';
import { auditLogsLoaded, noteDeleted, noteDeleteFailed, noteDeleteRequested } from '../casePageActions';
import { attempt, selectDetailOf, toast, type CasePageDeps } from './workerSupport';

const t = sv.casePage.toasts;

// Notes and the audit log

export function* deleteNote(deps: CasePageDeps, action: ReturnType<typeof noteDeleteRequested>) {
  const { caseId, noteId } = action.payload;
  const result: HttpResult<null> | null = yield* attempt(deps.api.deleteNote, noteId);
  if (result?.ok) {
    yield put(noteDeleted({ caseId, noteId }));
    yield* toast(t.noteDeleted);
  } else {
    yield put(noteDeleteFailed({ caseId, noteId }));
    yield* toast(t.noteDeleteFailed, 'error');
  }
}

/** The audit log again after a change that writes an event (only for those who may read it). */
export function* refreshAuditLogs(deps: CasePageDeps, caseId: string) {
  const detail: CaseDetail | null = yield select(selectDetailOf(caseId));
  if (!detail?.access.mayReadNotes || detail.auditLogs === null) return;
  const result: HttpResult<AuditLogsResponse> | null = yield* attempt(deps.api.getAuditLogs, caseId);
  if (result?.ok) yield put(auditLogsLoaded({ caseId, auditLogs: result.data.auditLogs }));
}
