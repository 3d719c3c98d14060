import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { activeRole } from '../../domain/roles';

export const selectUser = (state: RootState) => state.user.user;
export const selectUserStatus = (state: RootState) => state.user.status;
export const selectUserId = (state: RootState) => state.user.user?.id ?? null;

/** Spec §6: economist over all, secretariat over organisation. */
export const selectActiveRole = createSelector([selectUser], (user) => (user ? activeRole(user) : null));
