import { createReducer } from '@reduxjs/toolkit';
import type { NetworkState } from '../../api/networkState';
import type { SavedReply } from '../../api/savedReplyTypes';
import type { SavedReplyUnit } from '../../domain/savedReplyUnits';
import { savedReplyProblems } from '../../domain/savedReplies';
import { compareCodeUnits, swedishCompare } from '../../domain/sorting';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice, type RootState } from '../../app/reducers';
import {
  savedRepliesLoadFailed, savedRepliesLoaded, savedRepliesLoadStarted, savedReplyDeleteAsked, savedReplyDeleted, savedReplyDeleteFailed,
  savedReplyDeleteRequested, savedReplyEditorChanged, savedReplyEditorClosed, savedReplyEditorOpened, savedReplySaved, savedReplySaveFailed,
  savedReplySaveRequested, type SavedReplyProblems,
} from './savedRepliesActions';

export interface SavedReplyEditor {
  /** null: a new reply. */
  id: string | null;
  unit: string;
  title: string;
  body: string;
  problems: SavedReplyProblems;
  saving: boolean;
  failed: boolean;
}

/** Saved replies (issue 36): the caller's units and replies, the page's editor and its removal. */
export interface SavedRepliesState {
  status: NetworkState;
  units: SavedReplyUnit[];
  replies: SavedReply[];
  editor: SavedReplyEditor | null;
  confirmingDelete: string | null;
  deleting: string | null;
  notice: 'saved' | 'deleted' | 'deleteFailed' | null;
}

export const initialSavedRepliesState: SavedRepliesState = {
  status: 'waiting', units: [], replies: [], editor: null, confirmingDelete: null, deleting: null, notice: null,
};

const byTitle = (a: SavedReply, b: SavedReply) => swedishCompare(a.title, b.title) || compareCodeUnits(a.id, b.id);

export const savedRepliesReducer = createReducer(initialSavedRepliesState, (builder) => {
  builder
    .addCase(savedRepliesLoadStarted, (state) => {
      state.status = 'getting';
    })
    .addCase(savedRepliesLoaded, (state, { payload }) => {
      state.status = 'success';
      state.units = payload.units;
      state.replies = payload.replies;
    })
    .addCase(savedRepliesLoadFailed, (state, { payload }) => {
      state.status = payload.status;
    })
    .addCase(savedReplyEditorOpened, (state, { payload }) => {
      const existing = payload.id ? state.replies.find((r) => r.id === payload.id) : undefined;
      state.editor = {
        id: existing?.id ?? null, unit: existing?.unit ?? payload.unit, title: existing?.title ?? '', body: existing?.body ?? '',
        problems: {}, saving: false, failed: false,
      };
      state.notice = null;
      state.confirmingDelete = null;
    })
    .addCase(savedReplyEditorChanged, (state, { payload }) => {
      if (!state.editor || state.editor.saving) return;
      state.editor[payload.field] = payload.value;
      // A field's message goes once it is put right; the others stay until the next save.
      if (state.editor.problems[payload.field] && !savedReplyProblems(state.editor)[payload.field]) delete state.editor.problems[payload.field];
    })
    .addCase(savedReplyEditorClosed, (state) => {
      if (!state.editor?.saving) state.editor = null;
    })
    .addCase(savedReplySaveRequested, (state) => {
      const editor = state.editor;
      if (!editor || editor.saving) return;
      editor.problems = savedReplyProblems(editor);
      editor.failed = false;
      editor.saving = Object.keys(editor.problems).length === 0;
    })
    .addCase(savedReplySaved, (state, { payload }) => {
      state.replies = [...state.replies.filter((r) => r.id !== payload.id), payload].sort(byTitle);
      state.editor = null;
      state.notice = 'saved';
    })
    .addCase(savedReplySaveFailed, (state, { payload }) => {
      if (!state.editor) return;
      state.editor.saving = false;
      if (payload.problems) state.editor.problems = payload.problems;
      else state.editor.failed = true;
    })
    .addCase(savedReplyDeleteAsked, (state, { payload }) => {
      state.confirmingDelete = payload.id;
      state.notice = null;
    })
    .addCase(savedReplyDeleteRequested, (state, { payload }) => {
      state.deleting = payload.id;
    })
    .addCase(savedReplyDeleted, (state, { payload }) => {
      state.replies = state.replies.filter((r) => r.id !== payload.id);
      state.deleting = null;
      state.confirmingDelete = null;
      state.notice = 'deleted';
    })
    .addCase(savedReplyDeleteFailed, (state) => {
      state.deleting = null;
      state.notice = 'deleteFailed';
    })
    .addCase(tokenUnloaded, () => initialSavedRepliesState);
});

export const savedRepliesLazySlice = registerLazySlice({ reducerPath: 'savedReplies', reducer: savedRepliesReducer });

export const selectSavedReplies = (state: RootState) => state.savedReplies ?? initialSavedRepliesState;
