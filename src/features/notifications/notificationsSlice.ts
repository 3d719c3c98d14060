import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NetworkState } from '../../api/networkState';
import type { MailDeliveryProblems, NotificationSettingsResponse } from '../../api/notificationTypes';
import type { NotificationSettings } from '../../domain/notifications';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice, type RootState } from '../../app/reducers';

/**
 * The own e-mail notice settings (issue 24), on /min-profil and /aviseringar: what the server
 * holds (`loaded`), the form's values (`draft`), and the save's state.
 */
export interface NotificationsState {
  status: NetworkState;
  loaded: NotificationSettingsResponse | null;
  draft: NotificationSettings | null;
  save: 'idle' | 'saving' | 'saved' | 'failed';
  /** Issue 33: the secretariat's view of mail delivery (/kansliet/e-post), and the mark being cleared. */
  delivery: {
    status: NetworkState;
    problems: MailDeliveryProblems | null;
    clearing: string | null;
    cleared: string | null;
    clearFailed: boolean;
  };
}

export const initialDeliveryState: NotificationsState['delivery'] = { status: 'waiting', problems: null, clearing: null, cleared: null, clearFailed: false };
export const initialNotificationsState: NotificationsState = { status: 'waiting', loaded: null, draft: null, save: 'idle', delivery: initialDeliveryState };

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
    mailDeliveryLoadStarted(state) {
      state.delivery.status = 'getting';
    },
    mailDeliveryLoaded(state, action: PayloadAction<MailDeliveryProblems>) {
      state.delivery.status = 'success';
      state.delivery.problems = action.payload;
    },
    mailDeliveryLoadFailed(state, action: PayloadAction<{ status: 'error' | 'unauthorised' }>) {
      state.delivery.status = action.payload.status;
    },
    /** 'Ta bort markeringen' of one member; one at a time. */
    bounceClearRequested(state, action: PayloadAction<{ userId: string }>) {
      if (state.delivery.clearing) return;
      state.delivery.clearing = action.payload.userId;
      state.delivery.cleared = null;
      state.delivery.clearFailed = false;
    },
    bounceCleared(state, action: PayloadAction<{ userId: string }>) {
      state.delivery.clearing = null;
      state.delivery.cleared = action.payload.userId;
      if (state.delivery.problems) state.delivery.problems.bounced = state.delivery.problems.bounced.filter((b) => b.userId !== action.payload.userId);
    },
    bounceClearFailed(state) {
      state.delivery.clearing = null;
      state.delivery.clearFailed = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, () => initialNotificationsState);
  },
});

export const {
  notificationSettingsLoadStarted, notificationSettingsLoaded, notificationSettingsLoadFailed, notificationDraftChanged,
  notificationSettingsSaveRequested, notificationSettingsSaved, notificationSettingsSaveFailed,
  mailDeliveryLoadStarted, mailDeliveryLoaded, mailDeliveryLoadFailed, bounceClearRequested, bounceCleared, bounceClearFailed,
} = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;

/** A lazy slice (issue 36): its code travels with the profile route group's chunk, not the first route's. */
export const notificationsLazySlice = registerLazySlice({ reducerPath: 'notifications', reducer: notificationsReducer });

export const selectNotifications = (state: RootState): NotificationsState => state.notifications ?? initialNotificationsState;
