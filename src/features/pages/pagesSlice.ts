import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../api/types';
import type { NetworkState } from '../../api/networkState';

export interface PageEntry {
  status: NetworkState;
  page: Page | null;
  error: string | null;
  /** The content host has no such page (404): the not-found page. */
  notFound?: boolean;
}

export interface PagesState {
  list: Page[];
  listStatus: NetworkState;
  bySlug: Record<string, PageEntry>;
}

const initialState: PagesState = { list: [], listStatus: 'waiting', bySlug: {} };

const pagesSlice = createSlice({
  name: 'pages',
  initialState,
  reducers: {
    pagesLoadStarted(state) {
      state.listStatus = 'getting';
    },
    pagesLoaded(state, action: PayloadAction<Page[]>) {
      state.list = action.payload;
      state.listStatus = 'success';
    },
    pagesLoadFailed(state, action: PayloadAction<{ message: string; status: 'error' | 'unauthorised' }>) {
      state.listStatus = action.payload.status;
    },
    pageLoadStarted(state, action: PayloadAction<{ slug: string }>) {
      const entry = state.bySlug[action.payload.slug];
      state.bySlug[action.payload.slug] = { status: 'getting', page: entry?.page ?? null, error: null };
    },
    pageLoaded(state, action: PayloadAction<Page>) {
      state.bySlug[action.payload.slug] = { status: 'success', page: action.payload, error: null };
    },
    pageLoadFailed(state, action: PayloadAction<{ slug: string; message: string; status: 'error' | 'unauthorised'; notFound?: boolean }>) {
      const { slug, message, status, notFound } = action.payload;
      state.bySlug[slug] = { status, page: state.bySlug[slug]?.page ?? null, error: message, notFound: notFound ?? false };
    },
  },
});

export const { pagesLoadStarted, pagesLoaded, pagesLoadFailed, pageLoadStarted, pageLoaded, pageLoadFailed } = pagesSlice.actions;
export const pagesReducer = pagesSlice.reducer;
