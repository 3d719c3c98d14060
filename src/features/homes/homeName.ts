import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectCourseList } from '../courses/selectors';
import { selectPostList } from '../posts/selectors';
import { selectUser } from '../user/selectors';

/** An association's name and kind: from the user's own memberships, else from the posts and courses that name it. */
export const selectOrganisationFacts = createSelector(
  [selectUser, selectPostList, selectCourseList, (_state: RootState, id: string | undefined) => id],
  (user, posts, courses, id): { name: string; kind: 'psychology' | 'national' } | null => {
    if (!id) return null;
    const psychology = user?.psychologyAssociations.find((a) => a.id === id) ?? (user?.workAssociation?.id === id ? user.workAssociation : null);
    if (psychology) return { name: psychology.name, kind: 'psychology' };
    const national = user?.nationalAssociations.find((a) => a.id === id);
    if (national) return { name: national.name, kind: 'national' };
    const named = [...posts.flatMap((p) => p.organizations), ...courses.flatMap((c) => c.organizations)].find((o) => o.id === id);
    return named && (named.kind === 'psychology' || named.kind === 'national') ? { name: named.name, kind: named.kind } : null;
  },
);

/**
 * The name of the place home on screen (issue 21: its heading and tab title): the association's,
 * or the workplace's (the user's own, else from its association's workplaces); null while unknown.
 */
export const selectHomeName = (state: RootState): string | null => {
  const { routeId, params } = state.navigation;
  if (routeId === 'organisation') return selectOrganisationFacts(state, params.organizationId)?.name ?? null;
  if (routeId !== 'workplace' || !params.workplaceId) return null;
  const user = state.user.user;
  if (user?.workplace?.id === params.workplaceId) return user.workplace.name;
  const picker = state.header.workplacePicker;
  if (picker.associationId !== params.organizationId) return null;
  return picker.workplaces.find((place) => place.id === params.workplaceId)?.name ?? null;
};
