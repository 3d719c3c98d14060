import { call, put } from 'redux-saga/effects';
import type { HttpResult } from '../../../api/http';
import type { RootState } from '../../../app/store';
import { toastRequested } from '../../toasts/toastsSlice';
import { caseListRefreshRequested } from '../../cases/casesSlice';
import type { CasePageApi } from '../casePageApi';
import { selectCasePage } from '../selectors';

/** What the case page's sagas use of the outside world (tests hand in fakes). */
export interface CasePageDeps {
  api: CasePageApi;
  /** The current access token, for downloads (never stored, never in a URL). */
  getAccessToken: () => string | null;
}

export const selectPage = selectCasePage;
export const selectDetailOf = (caseId: string) => (state: RootState) => (selectCasePage(state).caseId === caseId ? selectCasePage(state).detail : null);

export function* toast(text: string, type: 'info' | 'error' = 'info') {
  yield put(toastRequested({ text, type }));
}

/**
 * After a change made on the case page, the list polls at once (a delta): the list learns it from
 * the server, as it learns a colleague's change, and the case page is told through casesChanged
 * like every other open view (issue 21: the two no longer push changes at each other).
 */
export function* listFollows() {
  yield put(caseListRefreshRequested());
}

/** Any call: its result, or null when it threw (a 5xx, no network, no token; http.ts has logged it). */
export function* attempt<T>(fn: (...args: never[]) => Promise<HttpResult<T>>, ...args: unknown[]) {
  try {
    const result: HttpResult<T> = yield call(fn as (...a: unknown[]) => Promise<HttpResult<T>>, ...args);
    return result;
  } catch {
    return null;
  }
}
