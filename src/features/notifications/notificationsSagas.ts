import type { Action } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { NotificationsFlows } from './notificationsFlows';

const flows = lazyFlows<NotificationsFlows>(() => import(/* webpackChunkName: "profile" */ './notificationsFlows'));

/** The pages that show notices' settings or mail delivery: their actions come from those screens only. */
const NOTIFICATION_ROUTE_IDS = ['profile', 'notifications', 'mailDelivery'];
const toNotificationPage = (action: Action) => navigated.match(action) && NOTIFICATION_ROUTE_IDS.includes(action.payload.routeId);

/**
 * The settings load on /min-profil (who has one) and /aviseringar; a save posts the draft once per
 * submit; /kansliet/e-post loads the delivery problems for the secretariat. Waits for the first of
 * those pages, then runs the watchers (notificationsFlows.ts) for the rest of the session: the
 * slice and the flows travel with the profile chunk, and the main bundle keeps this alone.
 */
export function* notificationsSaga(services: Services) {
  yield take(toNotificationPage);
  yield call(flows.run, 'watchNotifications', services);
}
