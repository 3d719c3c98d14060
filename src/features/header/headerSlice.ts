import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Workplace } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { navigated } from '../../app/navigation/navigationSlice';
import { signOutRequested, tokenUnloaded } from '../../auth/authSlice';

export type HeaderMenu = 'main' | 'cases' | 'user';

export interface HeaderState {
  openMenu: HeaderMenu | null;
  workplacePicker: {
    open: boolean;
    associationId: string | null;
    status: NetworkState;
    workplaces: Workplace[];
  };
}

const initialState: HeaderState = {
  openMenu: null,
  workplacePicker: { open: false, associationId: null, status: 'waiting', workplaces: [] },
};

const headerSlice = createSlice({
  name: 'header',
  initialState,
  reducers: {
    menuToggled(state, action: PayloadAction<HeaderMenu>) {
      state.openMenu = state.openMenu === action.payload ? null : action.payload;
    },
    /** Escape, a click outside, or a choice made. */
    menuClosed(state) {
      state.openMenu = null;
    },
    /** From Min arbetsplats; the main menu stays open behind the modal, so the focus can go back. */
    workplacePickerOpened(state, action: PayloadAction<{ associationId: string }>) {
      state.workplacePicker.open = true;
      if (state.workplacePicker.associationId !== action.payload.associationId) {
        state.workplacePicker.workplaces = [];
        state.workplacePicker.status = 'waiting';
      }
      state.workplacePicker.associationId = action.payload.associationId;
    },
    workplacePickerClosed(state) {
      state.workplacePicker.open = false;
    },
    workplacesLoadStarted(state) {
      state.workplacePicker.status = 'getting';
    },
    workplacesLoaded(state, action: PayloadAction<Workplace[]>) {
      state.workplacePicker.status = 'success';
      state.workplacePicker.workplaces = action.payload;
    },
    workplacesLoadFailed(state, action: PayloadAction<{ message: string; status: 'error' | 'unauthorised' }>) {
      state.workplacePicker.status = action.payload.status;
    },
  },
  extraReducers: (builder) => {
    // Spec §2: after each navigation the menu closes.
    builder.addCase(navigated, (state) => {
      state.openMenu = null;
      state.workplacePicker.open = false;
    });
    builder.addCase(signOutRequested, (state) => {
      state.openMenu = null;
    });
    builder.addCase(tokenUnloaded, () => initialState);
  },
});

export const {
  menuToggled, menuClosed, workplacePickerOpened, workplacePickerClosed, workplacesLoadStarted, workplacesLoaded, workplacesLoadFailed,
} = headerSlice.actions;
export const headerReducer = headerSlice.reducer;
