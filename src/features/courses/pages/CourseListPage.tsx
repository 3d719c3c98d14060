import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { routeById } from '../../../app/routeTable';
import { NotFoundPage } from '../../../app/shell/StatusPages';
import { coursesPath } from '../../../domain/contentPlaces';
import { userMayWriteCourses } from '../../../domain/contentAccess';
import { svNews } from '../../../text/svNews';
import { EmptyList } from '../../../ui/EmptyList';
import { SearchField } from '../../../ui/SearchField';
import { Spinner } from '../../../ui/Spinner';
import { LoadFailed } from '../../../ui/LoadFailed';
import { loadRetried } from '../../../app/lifecycle';
import { loadFailure } from '../../../api/networkState';
import { selectUser } from '../../user/selectors';
import { selectContentPlace } from '../../posts/selectors';
import '../../posts/content.css';
import { CourseEditorModal } from '../components/CourseEditorModal';
import { CourseListItem } from '../components/CourseListItem';
import { courseEditorOpened, courseSearchChanged } from '../coursesSlice';
import { selectCourseListView, selectCoursesState, selectMyRegistrations, splitByTime } from '../selectors';
import '../courseRegistration.css';
import { Link } from 'react-router';
import { svCourseRegistration } from '../../../text/svCourseRegistration';

const t = svNews.courses;

/** /kurser, /organisation/{id}/kurser and /kansliet/kurser: upcoming courses first, past ones apart. */
export function CourseListPage({ routeId }: { routeId: string }) {
  const place = useAppSelector(selectContentPlace);
  const { items, total } = useAppSelector(selectCourseListView);
  const { listStatus, error, query } = useAppSelector(selectCoursesState);
  const user = useAppSelector(selectUser);
  const mine = useAppSelector(selectMyRegistrations);
  const dispatch = useAppDispatch();
  const now = useMemo(() => new Date(), []);
  const { upcoming, past } = useMemo(() => splitByTime(items, now), [items, now]);
  if (!place) return <NotFoundPage />;
  const listPath = coursesPath(place);
  const loading = listStatus === 'waiting' || listStatus === 'getting';
  const section = (heading: string, courses: typeof items) => courses.length > 0 && (
    <section className="content-section" aria-label={heading}>
      <h2>{heading}</h2>
      <ul className="content-list">
        {courses.map((course) => <CourseListItem key={course.id} course={course} href={`${listPath}/${course.id}`} now={now} />)}
      </ul>
    </section>
  );

  return (
    <section className="page content-page">
      <div className="page-heading">
        <h1>{routeById(routeId)?.title}</h1>
        {user && userMayWriteCourses(user) && (
          <button type="button" className="button button--primary" onClick={() => dispatch(courseEditorOpened({ mode: 'create', target: place.kind === 'organisation' ? `organization:${place.organisationId}:` : undefined }))}>
            {t.create}
          </button>
        )}
      </div>
      {/* Issue 34: 'Mina anmälningar' is a page of its own. */}
      {place.kind === 'own' && mine.length > 0 && (
        <p><Link to={svCourseRegistration.minePath}>{`${svCourseRegistration.mine} (${mine.length})`}</Link></p>
      )}
      <SearchField label={t.search} value={query} onChange={(value) => dispatch(courseSearchChanged(value))} />
      {loading && total === 0 ? <Spinner /> : null}
      <LoadFailed failure={loadFailure(listStatus, listStatus === 'success', error !== null)} text={t.loadFailed} onRetry={() => dispatch(loadRetried({ what: 'courses' }))} />
      {listStatus === 'success' && items.length === 0 && <EmptyList group={t.group} searched={query.trim() !== '' && total > 0} />}
      {section(t.upcoming, upcoming)}
      {section(t.past, past)}
      <CourseEditorModal />
    </section>
  );
}
