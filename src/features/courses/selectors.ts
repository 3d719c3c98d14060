import { createSelector } from '@reduxjs/toolkit';
import type { Course } from '../../api/contentTypes';
import type { RootState } from '../../app/store';
import { courseBelongsTo, matchesText } from '../../domain/contentPlaces';
import { selectContentPlace } from '../posts/selectors';

export const selectCoursesState = (state: RootState) => state.courses;
export const selectCourseList = (state: RootState) => state.courses.list;
export const selectCourseQuery = (state: RootState) => state.courses.query;
export const selectCourseEntry = (state: RootState, courseId: string | null) => (courseId ? state.courses.byId[courseId] : undefined);

/** The course list of the place on screen, matched against the search. */
export const selectCourseListView = createSelector([selectCourseList, selectCourseQuery, selectContentPlace], (courses, query, place) => {
  const own = place ? courses.filter((course) => courseBelongsTo(course, place)) : [];
  const items = own.filter((course) => matchesText(query, course.title, course.location, course.description, ...course.organizations.map((o) => o.name)));
  return { items, total: own.length };
});

/** Upcoming first (by start), past ones apart (the latest first): a course is past once it has ended. */
export function splitByTime(courses: readonly Course[], now: Date): { upcoming: Course[]; past: Course[] } {
  const at = now.toISOString();
  const upcoming = courses.filter((course) => course.ends_at >= at);
  const past = courses.filter((course) => course.ends_at < at).reverse();
  return { upcoming, past };
}

/** 'Mina anmälningar': the caller's sign-ups to courses that have not ended, by start. */
export const selectMyRegistrations = createSelector([selectCourseList], (courses) => {
  const now = new Date().toISOString();
  return courses.filter((course) => course.registration !== null && course.ends_at >= now);
});

