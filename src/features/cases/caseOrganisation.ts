import type { PayloadAction } from '@reduxjs/toolkit';
import type { Workplace } from '../../api/types';
import type { CasesState } from './casesState';

/** The organisation of a list's context, reducers of the cases slice: its name for the heading and its workplaces for the workplace choice. */
export const organisationReducers = {
  caseOrganisationLoadStarted(state: CasesState) {
    state.organisationStatus = 'getting';
  },
  caseOrganisationLoaded(state: CasesState, action: PayloadAction<{ organisation: { id: string; name: string }; workplaces: Workplace[] }>) {
    // An answer for an organisation left meanwhile is not this list's.
    if (state.context?.organisationId !== action.payload.organisation.id) return;
    state.organisation = action.payload.organisation;
    state.workplaces = action.payload.workplaces;
    state.organisationStatus = 'success';
  },
  caseOrganisationLoadFailed(state: CasesState, action: PayloadAction<{ status: 'error' | 'unauthorised' }>) {
    state.organisationStatus = action.payload.status;
  },
};
