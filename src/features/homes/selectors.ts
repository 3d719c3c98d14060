import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { courseBelongsTo, postBelongsTo } from '../../domain/contentPlaces';
import { caseCounts, handledCaseLists, openCasesUnreadFirst } from '../../domain/caseHomes';
import { caseListPath, defaultCaseContext, sameContext } from '../cases/caseContext';
import { selectCaseContext, selectCaseItems, selectCases } from '../cases/selectors';
import { selectCourseList } from '../courses/selectors';
import { selectContentPlace, selectPostList } from '../posts/selectors';
import { selectUser } from '../user/selectors';

/** How many rows a home shows of each list; the list's own page has the rest. */
export const HOME_LIST_SIZE = 5;

/**
 * The homes (issue 12) are composed from the features' state: posts, courses, files, members and
 * cases as their sagas loaded them. Nothing here fetches.
 */

/** The latest posts of the place on screen (Min översikt: the user's own places), unread marked. */
export const selectHomeNews = createSelector([selectPostList, selectContentPlace], (posts, place) =>
  (place ? posts.filter((post) => postBelongsTo(post, place)).slice(0, HOME_LIST_SIZE) : []));

/** The courses of the place on screen, by start (the list's order); the page leaves out those that have ended. */
export const selectHomeCourses = createSelector([selectCourseList, selectContentPlace], (courses, place) =>
  (place ? courses.filter((course) => courseBelongsTo(course, place)) : []));

/** The user's own open cases (the polled member list), unread first. */
export const selectMyOpenCases = createSelector([selectCaseItems, selectCaseContext, selectUser], (items, context, user) => {
  if (!user || !context || !sameContext(context, defaultCaseContext(user))) return null;
  return openCasesUnreadFirst(items);
});

/** The case lists the user handles, with their counts where a home has fetched them. */
export const selectHandledCaseLists = createSelector([selectUser, selectCases], (user, cases) =>
  (user ? handledCaseLists(user) : []).map((list) => {
    const path = caseListPath(list);
    return { ...list, path, counts: cases.placeCounts[path] ?? null };
  }));

/** A list's counts as a home shows them: those fetched for it, or the polled list's own when it is that one. */
export const selectPlaceCounts = (state: RootState, path: string) => {
  const polled = state.cases.context;
  if (polled && caseListPath(polled) === path && state.cases.status === 'success') return { status: 'success' as const, ...countsOfPolled(state) };
  return state.cases.placeCounts[path] ?? null;
};
const countsOfPolled = createSelector([selectCaseItems], caseCounts);
