import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchResult } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { navigated } from '../../app/navigation/navigationSlice';
import { searchTerm } from '../../domain/search';
import { RESULTS_ROUTE_ID, resultsTermOf } from './resultsUrl';

/** The header's search (issue 11): what is typed, and the grouped results of Search/{term}. */
export interface SearchState {
  open: boolean;
  text: string;
  status: NetworkState;
  result: SearchResult | null;
}

export const initialSearchState: SearchState = { open: false, text: '', status: 'waiting', result: null };

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    searchToggled(state) {
      state.open = !state.open;
    },
    searchClosed(state) {
      state.open = false;
    },
    searchTyped(state, action: PayloadAction<string>) {
      state.text = action.payload.slice(0, 100);
      if (action.payload.trim() === '') {
        state.result = null;
        state.status = 'waiting';
      }
    },
    /** Enter in the header's field: the results page (/sok?q=…) for the term. */
    searchSubmitted(_state, _action: PayloadAction<string>) {},
    searchStarted(state) {
      state.status = 'getting';
    },
    searchAnswered(state, action: PayloadAction<SearchResult>) {
      state.result = action.payload;
      state.status = 'success';
    },
    searchFailed(state, action: PayloadAction<{ status: 'error' | 'unauthorised' }>) {
      state.status = action.payload.status;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(navigated, (state, action) => {
      state.open = false;
      // The results page's address holds the term: the header's field shows it (as typed, if it is that term).
      const term = action.payload.routeId === RESULTS_ROUTE_ID ? resultsTermOf(action.payload.search) : null;
      if (term && searchTerm(state.text) !== term) state.text = term;
    });
    builder.addCase(tokenUnloaded, () => initialSearchState);
  },
});

export const { searchToggled, searchClosed, searchTyped, searchSubmitted, searchStarted, searchAnswered, searchFailed } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
