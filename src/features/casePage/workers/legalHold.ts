import { fork, put } from 'redux-saga/effects';
import type { HttpResult } from '../../../api/http';
import type { LegalHoldResponse } from '../../../api/types';
import { svCasePage as sv } from '../../../text/svCasePage';
import { legalHoldChanged, legalHoldFailed, legalHoldRequested } from '../casePageActions';
import { refreshAuditLogs } from './notesAndAuditLog';
import { attempt, toast, type CasePageDeps } from './workerSupport';

const t = sv.casePage.toasts;

/** Issue 37: places or lifts the legal hold; the page shows what the server answered. */
export function* saveLegalHold(deps: CasePageDeps, action: ReturnType<typeof legalHoldRequested>) {
  const { caseId, hold } = action.payload;
  const result: HttpResult<LegalHoldResponse> | null = yield* attempt(deps.api.setLegalHold, caseId, hold);
  if (result?.ok && result.data) {
    yield put(legalHoldChanged({ caseId, legalHold: result.data.legalHold }));
    yield* toast(result.data.legalHold ? t.legalHoldPlaced : t.legalHoldLifted);
    yield fork(refreshAuditLogs, deps, caseId);
  } else {
    yield put(legalHoldFailed({ caseId }));
    yield* toast(t.legalHoldFailed, 'error');
  }
}
