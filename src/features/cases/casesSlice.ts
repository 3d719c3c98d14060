import { createSlice } from '@reduxjs/toolkit';
import { tokenUnloaded } from '../../auth/authSlice';

/**
 * The seam for the cases feature (issue: case lists and polling). For now it holds no cases; the
 * shell reads it only through `selectHasUnreadCases` (the header's unread dot) and clears it when
 * the token is unloaded (spec §4). The cases feature grows this slice; keep both contracts.
 */
export interface CaseSummary {
  id: string;
  hasUnreadMessages: boolean;
}

export interface CasesState {
  items: CaseSummary[];
}

const initialState: CasesState = { items: [] };

const casesSlice = createSlice({
  name: 'cases',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, () => initialState);
  },
});

export const casesReducer = casesSlice.reducer;
