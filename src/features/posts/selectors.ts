import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectRouteId, selectSelections } from '../../app/navigation/selectors';
import { intranetUnreadCount, matchesText, placeOfRoute, postBelongsTo } from '../../domain/contentPlaces';

export const selectPostsState = (state: RootState) => state.posts;
export const selectPostList = (state: RootState) => state.posts.list;
export const selectPostQuery = (state: RootState) => state.posts.query;
export const selectPostEditor = (state: RootState) => state.posts.editor;
export const selectPostEntry = (state: RootState, postId: string | null) => (postId ? state.posts.byId[postId] : undefined);

/** The header's Intranätet badge: the secretariat's unread posts (spec §2). */
export const selectIntranetUnreadCount = createSelector([selectPostList], intranetUnreadCount);

/** The place of the news or course route on screen (null for a route that names none). */
export const selectContentPlace = createSelector([selectRouteId, selectSelections], (routeId, selections) =>
  (routeId ? placeOfRoute(routeId, selections) : null));

/** The news list of the place on screen: its posts, and those that match the search. */
export const selectNewsList = createSelector([selectPostList, selectPostQuery, selectContentPlace], (posts, query, place) => {
  const own = place ? posts.filter((post) => postBelongsTo(post, place)) : [];
  const items = own.filter((post) => matchesText(query, post.title, post.preamble, ...post.organizations.map((o) => o.name), ...post.workplaces.map((w) => w.name)));
  return { items, total: own.length };
});
