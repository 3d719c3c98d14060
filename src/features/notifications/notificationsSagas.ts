import type { Action } from '@reduxjs/toolkit';
import { takeLatest, takeLeading } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { NotificationsFlows } from './notificationsFlows';
import { bounceClearRequested, notificationSettingsSaveRequested } from './notificationsSlice';

const flows = lazyFlows<NotificationsFlows>(() => import(/* webpackChunkName: "profile" */ './notificationsFlows'));
const to = (...routeIds: string[]) => (action: Action) => navigated.match(action) && routeIds.includes(action.payload.routeId);

/**
 * The settings load on /min-profil (who has one) and /aviseringar; a save posts the draft once per
 * submit; /kansliet/e-post loads the delivery problems for the secretariat (notificationsFlows.ts).
 */
export function* notificationsSaga(services: Services) {
  yield takeLatest(to('profile', 'notifications'), flows.run, 'loadOnSettingsPage', services);
  yield takeLeading(notificationSettingsSaveRequested.type, flows.run, 'saveSettings', services);
  yield takeLatest(to('mailDelivery'), flows.run, 'loadOnDeliveryPage', services);
  yield takeLeading(bounceClearRequested.type, flows.run, 'clearBounce', services);
}
