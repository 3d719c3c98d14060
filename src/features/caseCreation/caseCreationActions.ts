import { createAction } from '@reduxjs/toolkit';
import type { CaseOwnerFacts, CreationOrigin } from './types';
import type { Role } from '../../domain/roles';

export type { CaseOwnerFacts, CreationOrigin };

/** What opens the case-creation modal (header, a case list, the profile page). */
export interface CaseCreationRequest {
  /** The role the case is created in (Case/CaseTypes); on behalf of a member always the member role. */
  role: Role;
  /** The organisation of the list it is created from (organisation role). */
  organisationId?: string | null;
  origin: CreationOrigin;
  /** A type chosen beforehand (e.g. from the profile page): step 1 is skipped. */
  caseType?: string | null;
  /** Secretariat: a case on behalf of `member` (from the member page, issue 11). */
  forAnotherUser?: boolean;
  member?: { id: string; name: string } | null;
  /** The sender's facts for the association and receiver rules (spec §5); null on behalf of a member. */
  owner: CaseOwnerFacts | null;
}

/**
 * The cross-feature events of case creation: the shell, the header and the case lists open the
 * modal; the case polling restarts on `caseCreated` (spec §4).
 */
export const caseCreationOpened = createAction<CaseCreationRequest>('caseCreation/opened');
export const caseCreationClosed = createAction('caseCreation/closed');
export const caseCreated = createAction<{ id: string; title: string; caseType: string }>('caseCreation/created');

/**
 * The modal's state starts from the request (caseCreationSlice.ts). The slice travels with the
 * modal's chunk: when it opens for the first time, `caseCreationOpened` reached no reducer, so the
 * flows send this once the chunk has loaded (caseCreationFlows.ts `opened`).
 */
export const caseCreationStarted = createAction<CaseCreationRequest>('caseCreation/started');

/* What the eager saga (caseCreationSagas.ts) takes, before the modal's chunk may have loaded. */
export const caseCreationRetried = createAction('caseCreation/caseCreationRetried');
export const caseCreationSubmitted = createAction('caseCreation/caseCreationSubmitted');
export const caseFileRemoved = createAction<{ id: string }>('caseCreation/caseFileRemoved');
