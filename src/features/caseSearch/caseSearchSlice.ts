import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CaseSearchResult } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice } from '../../app/reducers';
import type { RootState } from '../../app/store';

/**
 * 'Sök i ärenden' (issue 36): the answer of Case/Search for the search in the URL of the case list
 * on screen. The search itself (term, order, page) is the URL's (src/domain/caseSearch.ts), never
 * kept here. The slice travels with the caseSearch chunk (ARCHITECTURE §3 "Lazy features").
 */
export interface CaseSearchState {
  /** The list URL (path and query) the answer is for, so that an older answer is not shown for another. */
  key: string | null;
  status: NetworkState;
  result: CaseSearchResult | null;
  /** The server's Swedish reason for a refused term. */
  refusal: string | null;
}

export const initialCaseSearchState: CaseSearchState = { key: null, status: 'waiting', result: null, refusal: null };

const caseSearchSlice = createSlice({
  name: 'caseSearch',
  initialState: initialCaseSearchState,
  reducers: {
    caseSearchStarted(state, action: PayloadAction<{ key: string; term: string }>) {
      // Another page or order of the same term keeps its hits on screen until the answer.
      if (state.result?.term !== action.payload.term) state.result = null;
      state.key = action.payload.key;
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
    builder.addCase(tokenUnloaded, () => initialCaseSearchState);
  },
});

export const { caseSearchStarted, caseSearchAnswered, caseSearchFailed } = caseSearchSlice.actions;
export const caseSearchReducer = caseSearchSlice.reducer;
export const caseSearchLazySlice = registerLazySlice({ reducerPath: 'caseSearch', reducer: caseSearchReducer });

/** The search's state, or its initial state until the slice is injected. */
export const selectCaseSearch = (state: RootState) => state.caseSearch ?? initialCaseSearchState;
