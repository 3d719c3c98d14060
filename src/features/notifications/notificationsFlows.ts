import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { navigated } from '../../app/navigation/navigationSlice';
import type { User } from '../../api/types';
import type { NotificationSettingsResponse } from '../../api/notificationTypes';
import type { HttpResult } from '../../api/http';
import { apiOf, type Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { waitForUser } from '../user/userSagas';
import { hasOwnProfile, mayReviewMailDelivery } from '../../domain/users';
import {
  bounceClearFailed, bounceClearRequested, bounceCleared, mailDeliveryLoadFailed, mailDeliveryLoadStarted, mailDeliveryLoaded,
  notificationSettingsLoadFailed, notificationSettingsLoadStarted, notificationSettingsLoaded, notificationSettingsSaveFailed,
  notificationSettingsSaved, notificationSettingsSaveRequested, selectNotifications, type NotificationsState,
} from './notificationsSlice';
import { loadEntity } from '../../app/loadEntity';
import { createNotificationsApi, type NotificationsApi } from './notificationsApi';

const notificationsApi = (services: Services): NotificationsApi => apiOf(services, 'notifications', createNotificationsApi);

/*
 * The notification settings' and the mail delivery page's work (notificationsSagas.ts takes the
 * actions), with the profile route group's chunk.
 */

/** Issue 33: /kansliet/e-post loads the delivery problems for the secretariat. */
export function* loadOnDeliveryPage(services: Services) {
  const routeId: string | null = yield select((state: RootState) => state.navigation.routeId);
  if (routeId !== 'mailDelivery') return;
  const user: User = yield call(waitForUser);
  if (!mayReviewMailDelivery(user)) return;
  yield call(loadDelivery, services);
}

function* loadDelivery(services: Services) {
  yield* loadEntity({ started: mailDeliveryLoadStarted(), loaded: mailDeliveryLoaded, failed: ({ status }) => mailDeliveryLoadFailed({ status }) }, () => notificationsApi(services).deliveryProblems());
}

/** Clears one member's mark; a 404 (already cleared elsewhere) counts as done. The list is read again. */
export function* clearBounce(services: Services, action: ReturnType<typeof bounceClearRequested>) {
  try {
    const result: HttpResult<void> = yield call(notificationsApi(services).clearBounce, action.payload.userId);
    if (result.ok || result.status === 404) yield put(bounceCleared({ userId: action.payload.userId }));
    else yield put(bounceClearFailed());
  } catch {
    yield put(bounceClearFailed());
  }
  yield call(loadDelivery, services);
}

export function* loadOnSettingsPage(services: Services) {
  const routeId: string | null = yield select((state: RootState) => state.navigation.routeId);
  if (routeId !== 'profile' && routeId !== 'notifications') return;
  const user: User = yield call(waitForUser);
  if (routeId === 'profile' && !hasOwnProfile(user)) return;
  yield* loadEntity({
    started: notificationSettingsLoadStarted(), loaded: notificationSettingsLoaded, failed: ({ status }) => notificationSettingsLoadFailed({ status }),
  }, () => notificationsApi(services).get());
}

export function* saveSettings(services: Services) {
  const { draft }: NotificationsState = yield select(selectNotifications);
  if (!draft) return;
  try {
    const result: HttpResult<NotificationSettingsResponse> = yield call(notificationsApi(services).save, draft);
    if (result.ok) yield put(notificationSettingsSaved(result.data));
    else yield put(notificationSettingsSaveFailed());
  } catch {
    yield put(notificationSettingsSaveFailed());
  }
}

const to = (...routeIds: string[]) => (action: Action) => navigated.match(action) && routeIds.includes(action.payload.routeId);

/** The watchers, from the first notices page on (notificationsSagas.ts): the page it opened on loads at once. */
export function* watchNotifications(services: Services) {
  yield fork(loadOnSettingsPage, services);
  yield fork(loadOnDeliveryPage, services);
  yield takeLatest(to('profile', 'notifications'), loadOnSettingsPage, services);
  yield takeLeading(notificationSettingsSaveRequested.type, saveSettings, services);
  yield takeLatest(to('mailDelivery'), loadOnDeliveryPage, services);
  yield takeLeading(bounceClearRequested.type, clearBounce, services);
}

const notificationsFlows = { watchNotifications };
export type NotificationsFlows = typeof notificationsFlows;
export default notificationsFlows;
