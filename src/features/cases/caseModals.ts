import { createAction } from '@reduxjs/toolkit';

/**
 * Spec §4: only one of the create-case, role, tag and category modals is open at a time. The one
 * open is `state.cases.openModal`; opening one closes any other. The case-creation modal opens
 * with its own action (caseCreationOpened), which sets 'createCase' here too.
 */
export type CaseModal = 'createCase' | 'role' | 'tag' | 'category';

export const caseModalOpened = createAction<CaseModal>('cases/modalOpened');
/** Closes the named modal (if it is the open one). */
export const caseModalClosed = createAction<CaseModal>('cases/modalClosed');
