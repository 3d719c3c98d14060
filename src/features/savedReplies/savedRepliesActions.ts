import { createAction } from '@reduxjs/toolkit';
import type { NetworkState } from '../../api/networkState';
import type { SavedRepliesResponse, SavedReply } from '../../api/savedReplyTypes';
import type { SavedReplyProblem } from '../../domain/savedReplies';

/*
 * Saved replies' actions (issue 36). Apart from the slice, whose reducer travels with the chunks
 * that show saved replies (the profile group's page, the case page's picker): the eager saga takes
 * these without loading it.
 */
export type SavedReplyField = 'title' | 'body';
export type SavedReplyProblems = Partial<Record<SavedReplyField, SavedReplyProblem>>;

/** The case page's picker opened: load the replies unless they are here. */
export const savedRepliesWanted = createAction('savedReplies/wanted');
export const savedRepliesLoadStarted = createAction('savedReplies/loadStarted');
export const savedRepliesLoaded = createAction<SavedRepliesResponse>('savedReplies/loaded');
export const savedRepliesLoadFailed = createAction<{ status: NetworkState }>('savedReplies/loadFailed');

/** A new reply in `unit`, or the reply `id` to change. */
export const savedReplyEditorOpened = createAction<{ id: string | null; unit: string }>('savedReplies/editorOpened');
export const savedReplyEditorChanged = createAction<{ field: SavedReplyField; value: string }>('savedReplies/editorChanged');
export const savedReplyEditorClosed = createAction('savedReplies/editorClosed');
export const savedReplySaveRequested = createAction('savedReplies/saveRequested');
export const savedReplySaved = createAction<SavedReply>('savedReplies/saved');
export const savedReplySaveFailed = createAction<{ problems: SavedReplyProblems | null }>('savedReplies/saveFailed');

export const savedReplyDeleteAsked = createAction<{ id: string | null }>('savedReplies/deleteAsked');
export const savedReplyDeleteRequested = createAction<{ id: string }>('savedReplies/deleteRequested');
export const savedReplyDeleted = createAction<{ id: string }>('savedReplies/deleted');
export const savedReplyDeleteFailed = createAction('savedReplies/deleteFailed');
