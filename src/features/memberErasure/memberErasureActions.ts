import { createAction } from '@reduxjs/toolkit';
import type { MemberErasurePreview, MemberErasureResult } from '../../api/types';
import type { NetworkState } from '../../api/networkState';

/* Erasure of a former member (issue 37): the actions, apart from the slice, whose reducer travels with the member page's chunk; the one the main bundle's saga takes is in memberErasureRequests.ts. */

export { memberErasureConfirmed } from './memberErasureRequests';

export const memberErasurePreviewStarted = createAction<{ memberId: string }>('memberErasure/previewStarted');
export const memberErasurePreviewLoaded = createAction<MemberErasurePreview>('memberErasure/previewLoaded');
export const memberErasurePreviewFailed = createAction<{ memberId: string; status: Extract<NetworkState, 'error' | 'unauthorised'> }>('memberErasure/previewFailed');
/** 'Radera tidigare medlem': the confirmation opens. */
export const memberErasureOpened = createAction<{ memberId: string }>('memberErasure/opened');
/** 'Avbryt', Escape or the close button. */
export const memberErasureCancelled = createAction('memberErasure/cancelled');
export const memberErased = createAction<MemberErasureResult>('memberErasure/erased');
/** The erasure was refused or failed: the server's error code, or null for a network failure. */
export const memberErasureFailed = createAction<{ memberId: string; errorCode: string | null }>('memberErasure/failed');
