import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Member, MemberSearchResponse } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import type { MemberContext, MemberSortColumn } from '../../domain/memberSearch';
import { defaultMemberView, type MemberSearchView } from './memberView';

export interface MembersFailure {
  message: string;
  errorCode: string | null;
  httpStatus: number | null;
}

/**
 * The member search and the member page (issue 11). `view` is what the URL says (and what is
 * loaded); `typedText` what the search box shows while typing (the URL follows once typing pauses).
 */
export interface MembersState {
  context: MemberContext | null;
  view: MemberSearchView;
  typedText: string;
  results: MemberSearchResponse | null;
  status: NetworkState;
  error: MembersFailure | null;
  member: { id: string | null; data: Member | null; status: NetworkState; error: MembersFailure | null };
}

export const initialMembersState: MembersState = {
  context: null,
  view: defaultMemberView,
  typedText: '',
  results: null,
  status: 'waiting',
  error: null,
  member: { id: null, data: null, status: 'waiting', error: null },
};

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
    memberSearchTyped(state, action: PayloadAction<string>) {
      state.typedText = action.payload.slice(0, 100);
    },
    /** Spec §4: the same column flips, a new one starts ascending (the saga writes the URL). */
    memberSortRequested(_state, _action: PayloadAction<MemberSortColumn>) {},
    memberSearchPageChosen(_state, _action: PayloadAction<number>) {},
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
    memberLoaded(state, action: PayloadAction<Member>) {
      if (state.member.id !== action.payload.id) return;
      state.member.data = action.payload;
      state.member.status = 'success';
    },
    memberLoadFailed(state, action: PayloadAction<MembersFailure & { id: string; status: 'error' | 'unauthorised' }>) {
      if (state.member.id !== action.payload.id) return;
      const { status, id: _id, ...failure } = action.payload;
      state.member.status = status;
      state.member.error = failure;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, () => initialMembersState);
  },
});

export const {
  memberSearchOpened, memberSearchTyped, memberSortRequested, memberSearchPageChosen,
  membersLoadStarted, membersLoaded, membersLoadFailed, memberLoadStarted, memberLoaded, memberLoadFailed,
} = membersSlice.actions;
export const membersReducer = membersSlice.reducer;
