import type { Action } from '@reduxjs/toolkit';
import { takeLatest, takeLeading } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import type { Services } from '../../app/services';
import type { CourseRegistrationFlows } from './courseRegistrationFlows';
import { courseLoaded } from './coursesSlice';
import { cancelConfirmed, exportRequested, removeConfirmed, signUpSubmitted } from './courseRegistrationRequests';

const flows = lazyFlows<CourseRegistrationFlows>(() => import(/* webpackChunkName: "courses" */ './courseRegistrationFlows'));

/**
 * Issue 25: signing up and cancelling on the course page, and the secretariat's participant list
 * (loaded with every course the caller may edit), its removals and its CSV export; the work is in
 * courseRegistrationFlows.ts, with the courses chunk (ARCHITECTURE §3 "Lazy features").
 */
export function* courseRegistrationSaga(services: Services) {
  yield takeLeading(signUpSubmitted.type, flows.run, 'submitSignUp', services);
  yield takeLeading(cancelConfirmed.type, flows.run, 'cancelSignUp', services);
  yield takeLatest((action: Action) => courseLoaded.match(action) && action.payload.can_edit,
    flows.run, 'loadParticipants', services);
  yield takeLeading(removeConfirmed.type, flows.run, 'removeParticipant', services);
  yield takeLeading(exportRequested.type, flows.run, 'exportParticipants', services);
}
