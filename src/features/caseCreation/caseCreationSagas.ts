import { takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { tokenUnloaded } from '../../auth/authSlice';
import type { Services } from '../../app/services';
import { lazyFlows } from '../../app/lazyFlows';
import { caseCreationClosed, caseCreationOpened, caseCreationRetried, caseCreationSubmitted, caseFileRemoved } from './caseCreationActions';
import type { CaseCreationFlows } from './caseCreationFlows';
import { releaseAllFiles, releaseFile } from './fileRegistry';

/** The flows load with the modal's chunk (the first route's budget, ARCHITECTURE §6). */
const caseCreationFlows = lazyFlows<CaseCreationFlows>(() => import(/* webpackChunkName: "caseCreation" */ './caseCreationFlows'));
const run = caseCreationFlows.run;

/**
 * Case creation (spec §2, §4): the creatable types load when the modal opens (on behalf of a
 * member: the member and their types once chosen); Skicka posts once, a second submit while one
 * is in flight is ignored (takeLeading, and the reducer); success confirms and restarts the case
 * polling (`caseCreated`), failure keeps the draft. Files leave the registry when the modal closes.
 */
export function* caseCreationSaga(services: Services) {
  yield takeLatest(caseCreationOpened.type, run, 'opened', services);
  yield takeLatest(caseCreationRetried.type, run, 'loadAgain', services);
  yield takeLeading(caseCreationSubmitted.type, run, 'submit', services);
  yield takeEvery(caseFileRemoved.type, (action: ReturnType<typeof caseFileRemoved>) => releaseFile(action.payload.id));
  yield takeEvery([caseCreationClosed.type, tokenUnloaded.type], releaseAllFiles);
}
