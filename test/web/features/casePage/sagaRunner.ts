import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { selectCasePage } from '../../../../src/features/casePage/selectors';
import type { Action } from '@reduxjs/toolkit';
import type { CaseDetail } from '../../../../src/api/caseHandlingTypes';
import type { User } from '../../../../src/api/types';
import { rootReducer, type RootState } from '../../../../src/app/reducers';
import { userLoaded } from '../../../../src/features/user/userSlice';
import {
  caseLoaded, caseLoadRequested,
} from '../../../../src/features/casePage/casePageActions';
import type { CasePageDeps } from '../../../../src/features/casePage/workers/workerSupport';
import type { FakeCasePageApi } from './support';

/**
 * One saga at a time against the real root reducer and fake calls (redux-saga's runSaga): the
 * user signed in and the case loaded on the page. Actions dispatched here reach the saga's takes.
 */
export function sagaRunner(user: User, detail: CaseDetail, api: FakeCasePageApi) {
  const channel = stdChannel<Action>();
  let state: RootState = rootReducer(undefined, { type: '@@INIT' });
  const dispatched: Action[] = [];
  const dispatch = (action: Action) => {
    state = rootReducer(state, action);
    dispatched.push(action);
    channel.put(action);
    return action;
  };
  dispatch(userLoaded(user));
  dispatch(caseLoadRequested({ caseId: detail.id }));
  dispatch(caseLoaded({ caseId: detail.id, detail, userId: user.id }));
  dispatched.length = 0;
  const deps: CasePageDeps = { api: api as unknown as CasePageDeps['api'], getAccessToken: () => 'token' };
  return {
    deps,
    dispatch,
    dispatched,
    types: () => dispatched.map((a) => a.type),
    payloads: (type: string) => dispatched.filter((a) => a.type === type).map((a) => (a as Action & { payload: unknown }).payload),
    state: () => state,
    page: () => selectCasePage(state),
    run: <Args extends unknown[]>(saga: Saga<Args>, ...args: Args) =>
      runSaga({ channel, dispatch, getState: () => state }, saga, ...args).toPromise(),
  };
}

/** The toasts asked for, by text. */
export const toastTexts = (dispatched: Action[]) =>
  dispatched.filter((a) => a.type === 'toasts/toastRequested').map((a) => {
    const { text, type } = (a as Action & { payload: { text: string; type: string } }).payload;
    return { text, type };
  });
