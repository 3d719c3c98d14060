import type { RootState } from '../../app/store';

export const selectGdpr = (state: RootState) => state.gdpr;
export const selectGdprModalOpen = (state: RootState) => state.gdpr.modalOpen;
/** The case icon's menu is shown only once consent is known to be given (spec §2). */
export const selectHasGdprConsent = (state: RootState) => state.gdpr.hasApproved === true;
