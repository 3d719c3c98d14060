import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContentTargets, Post } from '../../api/contentTypes';
import type { NetworkState } from '../../api/networkState';
import type { FieldErrors } from '../../domain/contentValidation';
import { tokenUnloaded } from '../../auth/authSlice';
import { navigated } from '../../app/navigation/navigationSlice';
import { readQueryParam } from '../../app/navigation/queryParam';

/** The news list routes, whose ?sok= is the list's search. */
export const NEWS_LIST_ROUTE_IDS = ['news', 'organisationNews', 'boardNews', 'workplaceNews', 'secretariatNews', 'secretariatBoardNews'];
export const NEWS_SEARCH_PARAM = 'sok';
import { defaultTargetFor, type ContentPlace } from '../../domain/contentPlaces';
import { compareCodeUnits } from '../../domain/sorting';

/** One opened post: its full text, and whether opening it turned it from unread to read here. */
export interface PostEntry {
  status: NetworkState;
  post: Post | null;
  error: string | null;
  /** It was unread in the list when opened: a failed read call turns it unread again (spec §4). */
  markedRead: boolean;
  /** The content host does not know it (404). */
  notFound?: boolean;
}

export interface PostDraft {
  /** The key of a target (src/domain/contentPlaces.ts targetKey); '' on edit keeps the post where it is. */
  target: string;
  title: string;
  preamble: string;
  body: string;
}

export interface PostEditorState {
  mode: 'create' | 'edit';
  /** The list it was opened from: its place is the target offered first. */
  place: ContentPlace | null;
  postId: string | null;
  draft: PostDraft;
  preview: boolean;
  status: 'editing' | 'submitting';
  /** The server's or the form's error code for the whole form (a forbidden target, a failed call). */
  errorCode: string | null;
  fieldErrors: FieldErrors;
}

export interface PostsState {
  list: Post[];
  listStatus: NetworkState;
  error: string | null;
  byId: Record<string, PostEntry>;
  /** The news list's text search (also in the URL as ?sok=). */
  query: string;
  /** How many posts the news list shows ('Visa fler' adds a page). */
  shown: number;
  /** Where the user may publish (GET content/targets), loaded when an editor first opens. */
  targets: ContentTargets | null;
  targetsStatus: NetworkState;
  editor: PostEditorState | null;
  /** A post whose deletion waits for the user's yes, or is under way. */
  deleting: { postId: string; status: 'confirming' | 'submitting' } | null;
}

/** Posts per page of a news list. */
export const NEWS_PAGE_SIZE = 20;

export const emptyPostDraft: PostDraft = { target: '', title: '', preamble: '', body: '' };

const initialState: PostsState = {
  list: [], listStatus: 'waiting', error: null, byId: {}, query: '', shown: NEWS_PAGE_SIZE,
  targets: null, targetsStatus: 'waiting', editor: null, deleting: null,
};

/** The list keeps posts without their body (the list call has none). */
function withoutBody(post: Post): Post {
  const { body: _body, ...listed } = post;
  return listed;
}

function setRead(state: PostsState, postId: string, isRead: boolean) {
  const item = state.list.find((post) => post.id === postId);
  if (item) item.is_read = isRead;
}

/** A new post starts in the place of the list it was opened from, where the user may write there. */
function presetTarget(state: PostsState) {
  const { editor, targets } = state;
  if (!editor || editor.mode !== 'create' || editor.draft.target !== '' || !targets || !editor.place) return;
  editor.draft.target = defaultTargetFor(editor.place, targets.posts);
}

const postsSlice = createSlice({
  name: 'posts',
  initialState,
  reducers: {
    postsLoadStarted(state) {
      if (state.listStatus !== 'success') state.listStatus = 'getting';
    },
    postsLoaded(state, action: PayloadAction<Post[]>) {
      state.list = action.payload;
      state.listStatus = 'success';
      state.error = null;
      // A post opened while the list loaded stays read.
      for (const [id, entry] of Object.entries(state.byId)) if (entry.status === 'success') setRead(state, id, true);
    },
    postsLoadFailed(state, action: PayloadAction<{ message: string; status: 'error' | 'unauthorised' }>) {
      if (state.listStatus !== 'success') state.listStatus = action.payload.status;
      state.error = action.payload.message;
    },
    /** Spec §4: opening a post marks it as read at once (the badge drops); the call follows. */
    postOpened(state, action: PayloadAction<{ postId: string }>) {
      const { postId } = action.payload;
      const item = state.list.find((post) => post.id === postId);
      const markedRead = item !== undefined && !item.is_read;
      setRead(state, postId, true);
      const previous = state.byId[postId];
      state.byId[postId] = { status: 'getting', post: previous?.post ?? null, error: null, markedRead };
    },
    postLoaded(state, action: PayloadAction<Post>) {
      const post = action.payload;
      state.byId[post.id] = { status: 'success', post, error: null, markedRead: false };
      const index = state.list.findIndex((item) => item.id === post.id);
      if (index >= 0) state.list[index] = { ...withoutBody(post), is_read: true };
    },
    /** The read call failed: the post is unread again where opening made it read; 403 is the unauthorised state. */
    postLoadFailed(state, action: PayloadAction<{ postId: string; message: string; status: 'error' | 'unauthorised'; httpStatus: number | null }>) {
      const { postId, message, status } = action.payload;
      const entry = state.byId[postId];
      if (entry?.markedRead) setRead(state, postId, false);
      state.byId[postId] = { status, post: null, error: message, markedRead: false, notFound: action.payload.httpStatus === 404 };
    },
    newsSearchChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
      state.shown = NEWS_PAGE_SIZE;
    },
    /** Another news list was opened: it starts at its first page. */
    newsListOpened(state) {
      state.shown = NEWS_PAGE_SIZE;
    },
    moreNewsShown(state) {
      state.shown += NEWS_PAGE_SIZE;
    },
    contentTargetsLoadStarted(state) {
      state.targetsStatus = 'getting';
    },
    contentTargetsLoaded(state, action: PayloadAction<ContentTargets>) {
      state.targets = action.payload;
      state.targetsStatus = 'success';
      presetTarget(state);
    },
    contentTargetsLoadFailed(state, action: PayloadAction<{ status: 'error' | 'unauthorised' }>) {
      state.targetsStatus = action.payload.status;
    },
    postEditorOpened(state, action: PayloadAction<{ mode: 'create'; place: ContentPlace | null } | { mode: 'edit'; postId: string }>) {
      const post = action.payload.mode === 'edit' ? state.byId[action.payload.postId]?.post : null;
      if (action.payload.mode === 'edit' && !post) return;
      state.editor = {
        mode: action.payload.mode,
        place: action.payload.mode === 'create' ? action.payload.place : null,
        postId: post?.id ?? null,
        draft: post ? { target: '', title: post.title, preamble: post.preamble, body: post.body ?? '' } : emptyPostDraft,
        preview: false,
        status: 'editing',
        errorCode: null,
        fieldErrors: {},
      };
      presetTarget(state);
    },
    postDraftChanged(state, action: PayloadAction<Partial<PostDraft>>) {
      if (!state.editor) return;
      Object.assign(state.editor.draft, action.payload);
      for (const field of Object.keys(action.payload)) delete state.editor.fieldErrors[field];
      state.editor.errorCode = null;
    },
    postPreviewToggled(state) {
      if (state.editor) state.editor.preview = !state.editor.preview;
    },
    postSubmitted(state) {
      if (state.editor && state.editor.status !== 'submitting') state.editor.status = 'submitting';
    },
    /** Saving failed: everything typed stays, with the reason. */
    postSaveFailed(state, action: PayloadAction<{ errorCode: string; fieldErrors?: FieldErrors }>) {
      if (!state.editor) return;
      state.editor.status = 'editing';
      state.editor.errorCode = action.payload.errorCode;
      state.editor.fieldErrors = action.payload.fieldErrors ?? {};
      if (Object.keys(state.editor.fieldErrors).length > 0) state.editor.preview = false;
    },
    postSaved(state, action: PayloadAction<Post>) {
      const post = action.payload;
      state.editor = null;
      state.list = [withoutBody(post), ...state.list.filter((item) => item.id !== post.id)]
        .sort((a, b) => compareCodeUnits(b.published_at, a.published_at));
      if (post.body !== undefined) state.byId[post.id] = { status: 'success', post, error: null, markedRead: false };
    },
    postEditorClosed(state) {
      if (state.editor?.status !== 'submitting') state.editor = null;
    },
    postDeleteRequested(state, action: PayloadAction<{ postId: string }>) {
      state.deleting = { postId: action.payload.postId, status: 'confirming' };
    },
    postDeleteCancelled(state) {
      if (state.deleting?.status === 'confirming') state.deleting = null;
    },
    postDeleteConfirmed(state) {
      if (state.deleting) state.deleting.status = 'submitting';
    },
    postDeleted(state, action: PayloadAction<{ postId: string }>) {
      state.deleting = null;
      state.list = state.list.filter((post) => post.id !== action.payload.postId);
      delete state.byId[action.payload.postId];
    },
    postDeleteFailed(state) {
      state.deleting = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, () => initialState);
    // Issue 27: a news list's search is its URL's ?sok= (typing writes the URL, postsSagas): the
    // store follows the URL it is navigated to, never the other way round.
    builder.addCase(navigated, (state, action) => {
      if (!action.payload.routeId || !NEWS_LIST_ROUTE_IDS.includes(action.payload.routeId)) return;
      const fromUrl = readQueryParam(action.payload.search, NEWS_SEARCH_PARAM);
      if (fromUrl === state.query) return;
      state.query = fromUrl;
      state.shown = NEWS_PAGE_SIZE;
    });
  },
});

export const {
  postsLoadStarted, postsLoaded, postsLoadFailed, postOpened, postLoaded, postLoadFailed, newsSearchChanged, newsListOpened, moreNewsShown,
  contentTargetsLoadStarted, contentTargetsLoaded, contentTargetsLoadFailed,
  postEditorOpened, postDraftChanged, postPreviewToggled, postSubmitted, postSaveFailed, postSaved, postEditorClosed,
  postDeleteRequested, postDeleteCancelled, postDeleteConfirmed, postDeleted, postDeleteFailed,
} = postsSlice.actions;
export const postsReducer = postsSlice.reducer;
