import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CaseSearchResult } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { navigated } from '../../app/navigation/navigationSlice';
import { caseSearchFromUrl, caseSearchTerm, MAX_CASE_SEARCH_LENGTH, type CaseSearchSort, type CaseSearchView } from '../../domain/caseSearch';
import { isCaseListRoute } from '../cases/caseContext';

/**
 * 'Sök i ärenden' (issue 36): the search of the case list on screen. Its view (term, order, page)
 * is the list URL's (src/domain/caseSearch.ts), read on `navigated`; the box's text is a draft until
 * it is sent; the answer is Case/Search's for that list.
 */
export interface CaseSearchState {
  view: CaseSearchView;
  /** The list URL the answer belongs to (pathname and the search's query), so a stale answer is not shown for another. */
  key: string | null;
  typed: string;
  status: NetworkState;
  result: CaseSearchResult | null;
  /** The server's Swedish reason for a refused term. */
  refusal: string | null;
}

export const initialCaseSearchState: CaseSearchState = {
  view: { term: '', sort: 'relevance', page: 1 }, key: null, typed: '', status: 'waiting', result: null, refusal: null,
};

/** Where an answer belongs: the list's path and the search's view. */
export const caseSearchKey = (pathname: string, view: CaseSearchView) => JSON.stringify([pathname, view]);

const caseSearchSlice = createSlice({
  name: 'caseSearch',
  initialState: initialCaseSearchState,
  reducers: {
    caseSearchTyped(state, action: PayloadAction<string>) {
      state.typed = action.payload.slice(0, MAX_CASE_SEARCH_LENGTH);
    },
    /** The box sent (Enter or 'Sök'): its text becomes the URL's term, from page 1. */
    caseSearchSubmitted() {},
    caseSearchSortChosen(_state, _action: PayloadAction<CaseSearchSort>) {},
    caseSearchPageChosen(_state, _action: PayloadAction<number>) {},
    /** Back to the list: the term leaves the URL. */
    caseSearchCleared(state) {
      state.typed = '';
    },
    caseSearchStarted(state) {
      state.status = 'getting';
      state.refusal = null;
    },
    caseSearchAnswered(state, action: PayloadAction<{ key: string; result: CaseSearchResult }>) {
      if (action.payload.key !== state.key) return;
      state.result = action.payload.result;
      state.status = 'success';
    },
    caseSearchFailed(state, action: PayloadAction<{ key: string; status: 'error' | 'unauthorised'; refusal: string | null }>) {
      if (action.payload.key !== state.key) return;
      state.status = action.payload.status;
      state.refusal = action.payload.refusal;
      state.result = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(navigated, (state, action) => {
      if (!isCaseListRoute(action.payload.routeId)) return;
      const view = caseSearchFromUrl(action.payload.search);
      const key = view.term ? caseSearchKey(action.payload.pathname, view) : null;
      if (caseSearchTerm(state.typed) !== view.term) state.typed = view.term;
      state.view = view;
      if (key === state.key) return;
      state.key = key;
      state.refusal = null;
      // A new term shows nothing of the old one; another page or order of the same term keeps it until its answer.
      if (!key || state.result?.term !== view.term) state.result = null;
      state.status = 'waiting';
    });
    builder.addCase(tokenUnloaded, () => initialCaseSearchState);
  },
});

export const {
  caseSearchTyped, caseSearchSubmitted, caseSearchSortChosen, caseSearchPageChosen, caseSearchCleared,
  caseSearchStarted, caseSearchAnswered, caseSearchFailed,
} = caseSearchSlice.actions;
export const caseSearchReducer = caseSearchSlice.reducer;
