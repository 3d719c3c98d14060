import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberSearchResponse } from '../../api/types';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice } from '../../app/reducers';
import type { MemberContext } from '../../domain/memberSearch';
import type { MemberSearchView } from './memberView';
import { memberLoaded, memberSearchPageChosen, memberSearchTyped, memberSortRequested } from './membersActions';
import { initialMembersState, type MembersFailure, type MembersState } from './membersState';

/** The member search and the member page (issue 11): its reducers; its state in membersState.ts. */
const membersSlice = createSlice({
  name: 'members',
  initialState: initialMembersState,
  reducers: {
    /** A member search route was opened (or its query string changed). */
    memberSearchOpened(state, action: PayloadAction<{ context: MemberContext; view: MemberSearchView }>) {
      const sameList = JSON.stringify(state.context) === JSON.stringify(action.payload.context);
      if (!sameList) {
        state.results = null;
        state.status = 'waiting';
        state.error = null;
      }
      // Typing that has not reached the URL yet stays in the box; otherwise the box shows the URL's text.
      const typingPending = state.typedText.trim() !== state.view.text;
      if (!sameList || !typingPending) state.typedText = action.payload.view.text;
      state.context = action.payload.context;
      state.view = action.payload.view;
    },
    membersLoadStarted(state) {
      state.status = 'getting';
      state.error = null;
    },
    membersLoaded(state, action: PayloadAction<MemberSearchResponse>) {
      state.results = action.payload;
      state.status = 'success';
      state.error = null;
    },
    membersLoadFailed(state, action: PayloadAction<MembersFailure & { status: 'error' | 'unauthorised' }>) {
      const { status, ...failure } = action.payload;
      state.status = status;
      state.error = failure;
    },
    memberLoadStarted(state, action: PayloadAction<{ id: string }>) {
      const keep = state.member.id === action.payload.id ? state.member.data : null;
      state.member = { id: action.payload.id, data: keep, status: 'getting', error: null };
    },
    memberLoadFailed(state, action: PayloadAction<MembersFailure & { id: string; status: 'error' | 'unauthorised' }>) {
      if (state.member.id !== action.payload.id) return;
      const { status, id: _id, ...failure } = action.payload;
      state.member.status = status;
      state.member.error = failure;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(memberSearchTyped, (state, action) => { state.typedText = action.payload.slice(0, 100); })
      .addCase(memberLoaded, (state, action) => {
        if (state.member.id !== action.payload.id) return;
        state.member.data = action.payload;
        state.member.status = 'success';
      })
      .addCase(tokenUnloaded, () => initialMembersState);
  },
});

export const {
  memberSearchOpened, membersLoadStarted, membersLoaded, membersLoadFailed, memberLoadStarted, memberLoadFailed,
} = membersSlice.actions;
export { memberLoaded, memberSearchPageChosen, memberSearchTyped, memberSortRequested };
export type { MembersFailure, MembersState };
export { initialMembersState };
export const membersReducer = membersSlice.reducer;

/** A lazy slice: its code travels with the member search's chunks, not the first route's (the case lists' budget, issue 38). */
export const membersLazySlice = registerLazySlice({ reducerPath: 'members', reducer: membersReducer });
