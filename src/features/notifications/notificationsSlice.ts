import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NetworkState } from '../../api/networkState';
import type { NotificationSettingsResponse } from '../../api/notificationTypes';
import type { NotificationSettings } from '../../domain/notifications';
import { tokenUnloaded } from '../../auth/authSlice';
import type { RootState } from '../../app/reducers';

/**
 * The own e-mail notice settings (issue 24), on /min-profil and /aviseringar: what the server
 * holds (`loaded`), the form's values (`draft`), and the save's state.
 */
export interface NotificationsState {
  status: NetworkState;
  loaded: NotificationSettingsResponse | null;
  draft: NotificationSettings | null;
  save: 'idle' | 'saving' | 'saved' | 'failed';
}

export const initialNotificationsState: NotificationsState = { status: 'waiting', loaded: null, draft: null, save: 'idle' };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    notificationSettingsLoadStarted(state) {
      state.status = 'getting';
    },
    notificationSettingsLoaded(state, action: PayloadAction<NotificationSettingsResponse>) {
      state.status = 'success';
      state.loaded = action.payload;
      state.draft = action.payload.settings;
    },
    notificationSettingsLoadFailed(state, action: PayloadAction<{ status: 'error' | 'unauthorised' }>) {
      state.status = action.payload.status;
    },
    notificationDraftChanged(state, action: PayloadAction<NotificationSettings>) {
      state.draft = action.payload;
      if (state.save !== 'saving') state.save = 'idle';
    },
    /** A second submit while one is in flight is ignored; the draft stays as typed on failure. */
    notificationSettingsSaveRequested(state) {
      if (state.save === 'saving' || !state.draft) return;
      state.save = 'saving';
    },
    notificationSettingsSaved(state, action: PayloadAction<NotificationSettingsResponse>) {
      state.save = 'saved';
      state.loaded = action.payload;
      state.draft = action.payload.settings;
    },
    notificationSettingsSaveFailed(state) {
      state.save = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, () => initialNotificationsState);
  },
});

export const {
  notificationSettingsLoadStarted, notificationSettingsLoaded, notificationSettingsLoadFailed, notificationDraftChanged,
  notificationSettingsSaveRequested, notificationSettingsSaved, notificationSettingsSaveFailed,
} = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;

export const selectNotifications = (state: RootState): NotificationsState => state.notifications;
