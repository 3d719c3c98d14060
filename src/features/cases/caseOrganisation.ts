import { createAction, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { Workplace } from '../../api/types';
import type { CasesState } from './casesState';

/** The organisation of a list's context: its name for the heading and its workplaces for the workplace choice. */
export const caseOrganisationLoadStarted = createAction('cases/caseOrganisationLoadStarted');
export const caseOrganisationLoaded = createAction<{ organisation: { id: string; name: string }; workplaces: Workplace[] }>('cases/caseOrganisationLoaded');
export const caseOrganisationLoadFailed = createAction<{ status: 'error' | 'unauthorised' }>('cases/caseOrganisationLoadFailed');

export function addOrganisationCases(builder: ActionReducerMapBuilder<CasesState>) {
  builder
    .addCase(caseOrganisationLoadStarted, (state) => { state.organisationStatus = 'getting'; })
    .addCase(caseOrganisationLoaded, (state, { payload }) => {
      // An answer for an organisation left meanwhile is not this list's.
      if (state.context?.organisationId !== payload.organisation.id) return;
      state.organisation = payload.organisation;
      state.workplaces = payload.workplaces;
      state.organisationStatus = 'success';
    })
    .addCase(caseOrganisationLoadFailed, (state, { payload }) => { state.organisationStatus = payload.status; });
}
