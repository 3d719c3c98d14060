import { call, fork, put, select } from 'redux-saga/effects';
import type {
  CaseDetail, CloseResponse, DeadlineResponse, FlagResponse, SubCategoriesResponse, TagsResponse,
} from '../../../api/caseHandlingTypes';
import type { HttpResult } from '../../../api/http';
import { CaseStatus } from '../../../domain/caseStatus';
import { svCasePage as sv } from '../../../text/svCasePage';
import { caseModalClosed } from '../../cases/caseModals';
import {
  caseClosed, caseCloseFailed, caseCloseRequested, caseTypeChanged, categorySubmitFinished, categorySubmitted,
  deadlineChanged, deadlineClearFailed, deadlineClearRequested, deadlineCleared, deadlineRolledBack, deadlineSaved,
  flagReverted, flagSaved, flagToggled, subCategoriesChanged, tagsChanged, tagsChangeFailed, tagsSubmitted,
} from '../casePageActions';
import { refreshAuditLogs } from './notesAndAuditLog';
import { attempt, selectDetailOf, toast, listFollows, type CasePageDeps } from './workerSupport';

const t = sv.casePage.toasts;

// Flag and deadline: optimistic, rolled back when the call fails (spec §4)

export function* saveFlag(deps: CasePageDeps, action: ReturnType<typeof flagToggled>) {
  const { caseId, flagged } = action.payload;
  const result: HttpResult<FlagResponse> | null = yield* attempt(deps.api.setFlag, { caseId, flagged });
  if (result?.ok) {
    const saved = result.data?.flagged ?? flagged;
    yield put(flagSaved({ caseId, flagged: saved }));
    yield* toast(saved ? t.flagged : t.unflagged);
    yield* listFollows();
    yield fork(refreshAuditLogs, deps, caseId);
  } else {
    yield put(flagReverted({ caseId, flagged: !flagged }));
    yield* toast(flagged ? t.flagFailed : t.unflagFailed, 'error');
  }
}

export function* saveDeadline(deps: CasePageDeps, action: ReturnType<typeof deadlineChanged>) {
  const { caseId, deadLine: deadline, previous } = action.payload;
  const result: HttpResult<DeadlineResponse> | null = yield* attempt(deps.api.setDeadline, caseId, deadline);
  if (result?.ok) {
    yield put(deadlineSaved({ caseId, deadLine: result.data?.deadLine ?? deadline }));
    yield* listFollows();
  } else {
    // Spec §8: if a deadline update fails the old deadline is restored.
    yield put(deadlineRolledBack({ caseId, deadLine: previous }));
    yield* toast(t.deadlineFailed, 'error');
  }
}

/** Spec §4: clearing calls the server, sets the deadline to null and refreshes the case list in the background. */
export function* clearDeadline(deps: CasePageDeps, action: ReturnType<typeof deadlineClearRequested>) {
  const { caseId } = action.payload;
  const result: HttpResult<DeadlineResponse> | null = yield* attempt(deps.api.clearDeadline, caseId);
  if (result?.ok) {
    yield put(deadlineCleared({ caseId }));
    yield* listFollows();
  } else {
    yield put(deadlineClearFailed({ caseId }));
    yield* toast(t.deadlineClearFailed, 'error');
  }
}

/** Spec §4: closing sets Avslutat, refreshes the list and the audit log. */
export function* closeCase(deps: CasePageDeps, action: ReturnType<typeof caseCloseRequested>) {
  const { caseId } = action.payload;
  const result: HttpResult<CloseResponse> | null = yield* attempt(deps.api.close, caseId);
  if (result?.ok) {
    const status = result.data?.status ?? CaseStatus.CLOSED;
    yield put(caseClosed({ caseId, status }));
    yield* toast(t.closed);
    yield* listFollows();
    yield call(refreshAuditLogs, deps, caseId);
  } else {
    yield put(caseCloseFailed({ caseId }));
    yield* toast(t.closeFailed, 'error');
  }
}

// The category and tag modals (their alternatives: modalAlternatives.ts)

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The category modal: a new case type first (POST Case/SetCaseType: spec §4,
 * the selected tags reset), then the sub-categories (POST Case/{id}/SetSubCategories).
 */
export function* saveCategory(deps: CasePageDeps, action: ReturnType<typeof categorySubmitted>) {
  const { caseId, caseType, subCategories } = action.payload;
  const before: CaseDetail | null = yield select(selectDetailOf(caseId));
  if (!before) return;
  let ok = true;
  if (caseType !== before.caseType.type) {
    // The types a case may change to are the head office's, which have no association.
    const result: HttpResult<CaseDetail> | null = yield* attempt(deps.api.setCaseType, { caseId, caseType, associationId: null });
    if (result?.ok) {
      yield put(caseTypeChanged({ caseId, detail: result.data }));
      yield* toast(t.caseTypeChanged);
      yield* listFollows();
    } else {
      ok = false;
      yield* toast(t.caseTypeFailed, 'error');
    }
  }
  const now: CaseDetail | null = yield select(selectDetailOf(caseId));
  if (ok && now && !sameSet(now.subCategories.map((s) => s.type), subCategories)) {
    const result: HttpResult<SubCategoriesResponse> | null = yield* attempt(deps.api.setSubCategories, caseId, { subCategories });
    if (result?.ok) {
      yield put(subCategoriesChanged({ caseId, subCategories: result.data.subCategories }));
      yield* listFollows();
    } else {
      ok = false;
      yield* toast(t.categoryFailed, 'error');
    }
  }
  yield put(categorySubmitFinished({ caseId }));
  if (ok) {
    yield put(caseModalClosed('category'));
    yield fork(refreshAuditLogs, deps, caseId);
  }
}

export function* saveTags(deps: CasePageDeps, action: ReturnType<typeof tagsSubmitted>) {
  const { caseId, tags } = action.payload;
  const result: HttpResult<TagsResponse> | null = yield* attempt(deps.api.setTags, caseId, { tags });
  if (result?.ok) {
    yield put(tagsChanged({ caseId, tags: result.data.tags }));
    yield put(caseModalClosed('tag'));
    yield* listFollows();
  } else {
    yield put(tagsChangeFailed({ caseId }));
    yield* toast(t.tagsFailed, 'error');
  }
}
