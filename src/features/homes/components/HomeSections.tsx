import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadRetried, type RetryTarget } from '../../../app/lifecycle';
import { loadFailure, type NetworkState } from '../../../api/networkState';
import { LoadFailed } from '../../../ui/LoadFailed';
import type { Course, Post } from '../../../api/contentTypes';
import { coursesPath, newsPath, type ContentPlace } from '../../../domain/contentPlaces';
import { svHomes as t } from '../../../text/svHomes';
import { EmptyList } from '../../../ui/EmptyList';
import { Spinner } from '../../../ui/Spinner';
import { formatLongDate } from '../../../lib/dates';
import { selectContentPlace, selectPostsState } from '../../posts/selectors';
import { selectCoursesState } from '../../courses/selectors';
import { selectHomeCourses, selectHomeNews, selectPlaceCounts, HOME_LIST_SIZE } from '../selectors';

/** Dates as spec §9's 'd LLL yyyy' in Swedish ('3 mars 2026'), without the date library (the overview is the first route). */
/** Spec §9 'd LLL yyyy', as the lists write it (issue 21: one formatter, src/lib/dates.ts). */
export const formatHomeDate = formatLongDate;

/** One part of a home: its heading, its content, a link to the whole list. */
export function HomeSection({ id, heading, more, children }: { id: string; heading: string; more?: { href: string; label: string } | null; children: ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={`${id}-heading`}>
      <div className="home-section__heading">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {more && <Link to={more.href}>{more.label}</Link>}
      </div>
      {children}
    </section>
  );
}

function PostRow({ post, href }: { post: Post; href: string }) {
  return (
    <li className={`home-item${post.is_read ? '' : ' home-item--unread'}`}>
      <h3 className="home-item__title">
        {!post.is_read && <><span className="unread-dot-mark" aria-hidden="true" /><span className="visually-hidden">{t.unread}</span></>}
        <Link to={href}>{post.title}</Link>
      </h3>
      <p className="home-item__meta"><time dateTime={post.published_at}>{formatHomeDate(post.published_at)}</time></p>
    </li>
  );
}

/** The latest news of the place on screen (the posts feature's list), unread ones marked. */
export function NewsSection() {
  const place = useAppSelector(selectContentPlace);
  const posts = useAppSelector(selectHomeNews);
  const { listStatus, error } = useAppSelector(selectPostsState);
  if (!place) return null;
  const listPath = newsPath(place);
  return (
    <HomeSection id="home-news" heading={t.sections.news} more={{ href: listPath, label: t.links.allNews }}>
      <ListBody status={listStatus} count={posts.length} group={t.groups.news} retry="posts" about={t.sections.news} refreshFailed={error !== null}>
        <ul className="home-list" aria-label={t.listLabels.news}>
          {posts.map((post) => <PostRow key={post.id} post={post} href={`${listPath}/${post.id}`} />)}
        </ul>
      </ListBody>
    </HomeSection>
  );
}

function CourseRow({ course, href }: { course: Course; href: string }) {
  return (
    <li className="home-item">
      <h3 className="home-item__title"><Link to={href}>{course.title}</Link></h3>
      <p className="home-item__meta">
        <time dateTime={course.starts_at}>{formatHomeDate(course.starts_at)}</time>
        <span>{course.location}</span>
      </p>
    </li>
  );
}

/** The upcoming courses of the place on screen (those not yet ended), by start. */
export function CoursesSection({ place }: { place?: ContentPlace }) {
  const screenPlace = useAppSelector(selectContentPlace);
  const courses = useAppSelector(selectHomeCourses);
  const { listStatus, error } = useAppSelector(selectCoursesState);
  const now = new Date().toISOString();
  const upcoming = courses.filter((course) => course.ends_at >= now).slice(0, HOME_LIST_SIZE);
  const listPath = coursesPath(place ?? screenPlace ?? { kind: 'own' });
  return (
    <HomeSection id="home-courses" heading={t.sections.courses} more={{ href: listPath, label: t.links.allCourses }}>
      <ListBody status={listStatus} count={upcoming.length} group={t.groups.courses} retry="courses" about={t.sections.courses} refreshFailed={error !== null}>
        <ul className="home-list" aria-label={t.listLabels.courses}>
          {upcoming.map((course) => <CourseRow key={course.id} course={course} href={`${listPath}/${course.id}`} />)}
        </ul>
      </ListBody>
    </HomeSection>
  );
}

/** A case list's link with its counts of new and unread cases, once they are there. */
export function CaseListLink({ path, label }: { path: string; label: string }) {
  const counts = useAppSelector((state) => selectPlaceCounts(state, path));
  const dispatch = useAppDispatch();
  return (
    <li className="home-item home-item--cases">
      <Link to={path} className="home-item__title">{label}</Link>
      {counts?.status === 'success' && (
        <span className="home-counts">
          <span className={counts.new ? 'count-badge' : 'count-badge count-badge--zero'}>{t.counts.new(counts.new)}</span>
          <span className={counts.unread ? 'count-badge' : 'count-badge count-badge--zero'}>{t.counts.unread(counts.unread)}</span>
        </span>
      )}
      {(counts?.status === 'getting' || counts?.status === 'waiting') && <Spinner />}
      {(counts?.status === 'error' || counts?.status === 'unauthorised') && (
        <LoadFailed failure="cold" text={t.countsFailed} about={label} onRetry={() => dispatch(loadRetried({ what: 'caseCounts' }))} />
      )}
    </li>
  );
}

/**
 * A list's loading, failure and empty states around its rows. A failure offers 'Försök igen'
 * (issue 34, ui/LoadFailed): `retry` names what it loads again, `about` the section for a screen
 * reader; a failed refresh of rows already shown (`refreshFailed`) keeps them, with the note.
 */
export function ListBody({ status, count, group, retry, about, refreshFailed = false, children }: {
  status: NetworkState; count: number; group: string; retry: RetryTarget; about: string; refreshFailed?: boolean; children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const failure = loadFailure(status, count > 0, refreshFailed);
  const failed = <LoadFailed failure={failure} text={t.loadFailed} about={about} onRetry={() => dispatch(loadRetried({ what: retry }))} />;
  if (count > 0) return <>{failed}{children}</>;
  if (status === 'waiting' || status === 'getting') return <Spinner />;
  if (failure !== 'none') return failed;
  return <EmptyList group={group} />;
}
