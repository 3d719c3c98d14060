import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssociationSummary, Workplace } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { navigated } from '../../app/navigation/navigationSlice';
import { signOutRequested, tokenUnloaded } from '../../auth/authSlice';
import { caseCreationOpened } from '../caseCreation/caseCreationActions';

export type HeaderMenu = 'main' | 'cases' | 'user';

export interface HeaderState {
  openMenu: HeaderMenu | null;
  workplacePicker: {
    open: boolean;
    associationId: string | null;
    status: NetworkState;
    workplaces: Workplace[];
  };
  /** Every association (GET Association/GetAll), for the secretariat's 'Föreningar och nätverk'. */
  associations: {
    status: NetworkState;
    items: AssociationSummary[];
  };
}

const initialState: HeaderState = {
  openMenu: null,
  workplacePicker: { open: false, associationId: null, status: 'waiting', workplaces: [] },
  associations: { status: 'waiting', items: [] },
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
    /**
     * From Min arbetsplats. The main menu closes behind the modal (issue 12: one Escape closes
     * both); the focus goes back to the menu's toggle (Header).
     */
    workplacePickerOpened(state, action: PayloadAction<{ associationId: string }>) {
      state.openMenu = null;
      state.workplacePicker.open = true;
      if (state.workplacePicker.associationId !== action.payload.associationId) {
        state.workplacePicker.workplaces = [];
        state.workplacePicker.status = 'waiting';
      }
      state.workplacePicker.associationId = action.payload.associationId;
    },
    /** A workplace home of the work association (issue 21: its name) asks for the association's workplaces without the picker. */
    placeWorkplacesRequested(state, action: PayloadAction<{ associationId: string }>) {
      if (state.workplacePicker.associationId !== action.payload.associationId) state.workplacePicker.workplaces = [];
      state.workplacePicker.associationId = action.payload.associationId;
      state.workplacePicker.status = 'getting';
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
    associationsLoadStarted(state) {
      state.associations.status = 'getting';
    },
    associationsLoaded(state, action: PayloadAction<AssociationSummary[]>) {
      state.associations.status = 'success';
      state.associations.items = action.payload;
    },
    associationsLoadFailed(state, action: PayloadAction<{ message: string; status: 'error' | 'unauthorised' }>) {
      state.associations.status = action.payload.status;
    },
  },
  extraReducers: (builder) => {
    // Spec §2: after each navigation the menu closes.
    builder.addCase(navigated, (state) => {
      state.openMenu = null;
      state.workplacePicker.open = false;
    });
    // 'Nytt ärende' in the menu opens its modal over the page: the menu closes (issue 34).
    builder.addCase(caseCreationOpened, (state) => {
      state.openMenu = null;
    });
    builder.addCase(signOutRequested, (state) => {
      state.openMenu = null;
    });
    builder.addCase(tokenUnloaded, () => initialState);
  },
});

export const {
  menuToggled, menuClosed, workplacePickerOpened, workplacePickerClosed, workplacesLoadStarted, workplacesLoaded, workplacesLoadFailed, placeWorkplacesRequested,
  associationsLoadStarted, associationsLoaded, associationsLoadFailed,
} = headerSlice.actions;
export const headerReducer = headerSlice.reducer;
