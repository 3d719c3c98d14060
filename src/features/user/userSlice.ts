import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';

export interface UserState {
  user: User | null;
  status: NetworkState;
  error: string | null;
}

const initialState: UserState = { user: null, status: 'waiting', error: null };

const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    userLoadStarted(state) {
      state.status = 'getting';
      state.error = null;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.status = 'success';
      state.error = null;
    },
    /** The background refresh (200 ms after a token arrives while a user is there). */
    userRefreshed(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    userLoadFailed(state, action: PayloadAction<{ message: string; status: 'error' | 'unauthorised' }>) {
      state.status = action.payload.status;
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, () => initialState);
  },
});

export const { userLoadStarted, userLoaded, userRefreshed, userLoadFailed } = userSlice.actions;
export const userReducer = userSlice.reducer;
