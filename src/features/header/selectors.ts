import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectUser } from '../user/selectors';
import { selectHasGdprConsent } from '../gdpr/selectors';
import { selectCaseContext, selectCaseItems, selectHasUnreadCases } from '../cases/selectors';
import { CaseStatus } from '../../domain/caseStatus';
import { selectPages } from '../pages/selectors';
import { selectIntranetUnreadCount } from '../posts/selectors';
import { headerModel } from './headerModel';

export const selectOpenMenu = (state: RootState) => state.header.openMenu;
export const selectWorkplacePicker = (state: RootState) => state.header.workplacePicker;
export const selectAllAssociations = (state: RootState) => state.header.associations.items;


/** 'Se alla föreningar och nätverk' links out to the CMS page keyed all-associations, else the union's website. */
export const selectAllAssociationsUrl = createSelector([selectPages], (pages) =>
  (pages.find((page) => page.key === 'all-associations') ?? pages.find((page) => page.key === 'union-website'))?.external_url ?? null);

/** Open cases per association in the secretariat's list (the order of its associations menu). */
export const selectOpenCasesByAssociation = createSelector([selectCaseItems, selectCaseContext], (items, context) => {
  const counts: Record<string, number> = {};
  if (context?.role !== 'secretariat') return counts;
  for (const item of items) {
    if (item.association && item.status !== CaseStatus.CLOSED) counts[item.association.id] = (counts[item.association.id] ?? 0) + 1;
  }
  return counts;
});

export const selectHeaderModel = createSelector(
  [selectUser, selectHasGdprConsent, selectHasUnreadCases, selectIntranetUnreadCount, selectAllAssociationsUrl, selectAllAssociations, selectOpenCasesByAssociation],
  (user, hasGdprConsent, hasUnreadCases, intranetUnread, allAssociationsUrl, allAssociations, openCasesByAssociation) =>
    headerModel({ user, hasGdprConsent, hasUnreadCases, intranetUnread, allAssociationsUrl, allAssociations, openCasesByAssociation }),
);
