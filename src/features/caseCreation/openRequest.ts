import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { User } from '../../api/types';
import { defaultRoleOf, type CaseListContext } from '../cases/caseContext';
import { selectUser } from '../user/selectors';
import type { CaseCreationRequest } from './caseCreationActions';
import { ownerFactsOf } from './types';

/**
 * What the main bundle needs to open the case-creation modal (the modal itself is a lazy chunk):
 * whether it is open, and the request that opens it.
 */

/** Spec §4: the create-case modal is the one case modal open. */
export const selectCaseCreationOpen = (state: RootState) => state.cases.openModal === 'createCase';

/** The modal for one's own case, in a list's role and organisation (without one: the default role). */
export function creationRequest(user: User, options: { context?: CaseListContext | null; origin: CaseCreationRequest['origin']; caseType?: string }): CaseCreationRequest {
  return {
    role: options.context?.role ?? defaultRoleOf(user),
    organisationId: options.context?.organisationId ?? null,
    origin: options.origin,
    caseType: options.caseType ?? null,
    owner: ownerFactsOf(user),
  };
}

/** The header's 'Nytt ärende': one's own case in one's default role (member; economists: economist). */
export const selectHeaderCreationRequest = createSelector([selectUser], (user) => (user ? creationRequest(user, { origin: 'header' }) : null));
