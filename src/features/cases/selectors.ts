import type { RootState } from '../../app/store';

/** Spec §2: the header's case icon shows an unread dot when a case has an unread message. */
export const selectHasUnreadCases = (state: RootState) => state.cases.items.some((item) => item.hasUnreadMessages);
