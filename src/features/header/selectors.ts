import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectUser } from '../user/selectors';
import { selectHasGdprConsent } from '../gdpr/selectors';
import { selectHasUnreadCases } from '../cases/selectors';
import { selectPages } from '../pages/selectors';
import { selectIntranetUnreadCount } from '../posts/selectors';
import { headerModel } from './headerModel';

export const selectOpenMenu = (state: RootState) => state.header.openMenu;
export const selectWorkplacePicker = (state: RootState) => state.header.workplacePicker;
export const selectAllAssociations = (state: RootState) => state.header.associations.items;


/** 'Se alla föreningar och nätverk' links out to the CMS page keyed all-associations, else the union's website. */
export const selectAllAssociationsUrl = createSelector([selectPages], (pages) =>
  (pages.find((page) => page.key === 'all-associations') ?? pages.find((page) => page.key === 'union-website'))?.external_url ?? null);

export const selectHeaderModel = createSelector(
  [selectUser, selectHasGdprConsent, selectHasUnreadCases, selectIntranetUnreadCount, selectAllAssociationsUrl, selectAllAssociations],
  (user, hasGdprConsent, hasUnreadCases, intranetUnread, allAssociationsUrl, allAssociations) =>
    headerModel({ user, hasGdprConsent, hasUnreadCases, intranetUnread, allAssociationsUrl, allAssociations }),
);
