import { call, put } from 'redux-saga/effects';
import { failureMessage, type HttpResult } from '../../../api/http';
import { failureState } from '../../../api/networkState';
import { alternativesFailed, alternativesLoaded, alternativesRequested } from '../casePageActions';
import type { CasePageModal, ModalAlternatives } from '../casePageSlice';
import type { CasePageDeps } from './workerSupport';

// The role (administrators), category and tag modals

/** The alternatives of a modal, loaded when it opens. */
export function* loadAlternatives(deps: CasePageDeps, action: ReturnType<typeof alternativesRequested>) {
  const { caseId, modal } = action.payload;
  const load: Record<CasePageModal, () => Promise<HttpResult<unknown>>> = {
    role: () => deps.api.getAdministratorAlternatives(caseId),
    category: () => deps.api.getCaseTypeAlternatives(caseId),
    tag: () => deps.api.getTagAlternatives(caseId),
  };
  let result: HttpResult<unknown> | null = null;
  let thrown: unknown = null;
  try {
    result = yield call(load[modal]);
  } catch (error) {
    thrown = error;
  }
  if (result?.ok) {
    const data = result.data as { administratorAlternatives?: unknown; caseTypes?: unknown; tags?: unknown };
    const items = (modal === 'role' ? data.administratorAlternatives : modal === 'category' ? data.caseTypes : data.tags) ?? [];
    yield put(alternativesLoaded({ caseId, modal, items: items as ModalAlternatives[CasePageModal]['items'] }));
  } else {
    yield put(alternativesFailed({ caseId, modal, status: failureState(failureMessage(result ?? thrown)) }));
  }
}
