import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { User } from '../../api/types';
import type { NotificationSettingsResponse } from '../../api/notificationTypes';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { waitForUser } from '../user/userSagas';
import { hasOwnProfile } from '../../domain/users';
import {
  notificationSettingsLoadFailed, notificationSettingsLoadStarted, notificationSettingsLoaded, notificationSettingsSaveFailed,
  notificationSettingsSaveRequested, notificationSettingsSaved, selectNotifications, type NotificationsState,
} from './notificationsSlice';

/** The settings load on /min-profil (who has one) and /aviseringar; a save posts the draft once per submit. */
export function* notificationsSaga(services: Services) {
  yield takeLatest(navigated.type, loadOnSettingsPage, services);
  yield takeLeading(notificationSettingsSaveRequested.type, saveSettings, services);
}

export function* loadOnSettingsPage(services: Services) {
  const routeId: string | null = yield select((state: RootState) => state.navigation.routeId);
  if (routeId !== 'profile' && routeId !== 'notifications') return;
  const user: User = yield call(waitForUser);
  if (routeId === 'profile' && !hasOwnProfile(user)) return;
  yield put(notificationSettingsLoadStarted());
  try {
    const result: HttpResult<NotificationSettingsResponse> = yield call(services.api.notifications.get);
    if (result.ok) yield put(notificationSettingsLoaded(result.data));
    else yield put(notificationSettingsLoadFailed({ status: failureState(failureMessage(result)) }));
  } catch (error) {
    yield put(notificationSettingsLoadFailed({ status: failureState(failureMessage(error)) }));
  }
}

export function* saveSettings(services: Services) {
  const { draft }: NotificationsState = yield select(selectNotifications);
  if (!draft) return;
  try {
    const result: HttpResult<NotificationSettingsResponse> = yield call(services.api.notifications.save, draft);
    if (result.ok) yield put(notificationSettingsSaved(result.data));
    else yield put(notificationSettingsSaveFailed());
  } catch {
    yield put(notificationSettingsSaveFailed());
  }
}
