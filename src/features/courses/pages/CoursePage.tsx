import { useMemo } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSelections } from '../../../app/navigation/selectors';
import { AccessDeniedPage } from '../../../app/shell/StatusPages';
import type { RootState } from '../../../app/store';
import { coursesPath } from '../../../domain/contentPlaces';
import { formatLongDate } from '../../../lib/dates';
import { svNews } from '../../../text/svNews';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { selectContentPlace } from '../../posts/selectors';
import '../../posts/content.css';
import '../courseRegistration.css';
import { CourseParticipants } from '../components/CourseParticipants';
import { CourseSignUp } from '../components/CourseSignUp';
import { svCourseRegistration } from '../../../text/svCourseRegistration';
import { CourseEditorModal } from '../components/CourseEditorModal';
import { applicationClosed, courseWhen } from '../components/courseTimes';
import { draftFromCourse } from '../courseDraft';
import { courseDeleteCancelled, courseDeleteConfirmed, courseDeleteRequested, courseEditorOpened } from '../coursesSlice';
import { selectCourseEntry, selectCoursesState } from '../selectors';
import { ArrowLeftIcon } from '../../../ui/icons';

const t = svNews.courses;
const c = svNews.confirmDelete;
const r = svCourseRegistration;

/** One course (spec §2 …/kurser/{courseId}); a course the user may not see is 'Åtkomst nekad'. */
export function CoursePage() {
  const { courseId } = useAppSelector(selectSelections);
  const entry = useAppSelector((state: RootState) => selectCourseEntry(state, courseId));
  const place = useAppSelector(selectContentPlace);
  const { deleting } = useAppSelector(selectCoursesState);
  const dispatch = useAppDispatch();
  const now = useMemo(() => new Date(), []);
  const back = <p className="back-link"><Link to={coursesPath(place ?? { kind: 'own' })}><ArrowLeftIcon /> {t.backTo}</Link></p>;

  if (!entry || (entry.status === 'getting' && !entry.course)) return <Spinner />;
  if (entry.status === 'unauthorised') return <AccessDeniedPage />;
  const course = entry.course;
  if (!course) {
    return (
      <section className="page page--narrow">
        {back}
        <p role="alert">{entry.notFound ? t.notFound : t.courseLoadFailed}</p>
      </section>
    );
  }
  const paragraphs = course.description.split(/\n{2,}/).map((text) => text.trim()).filter(Boolean);

  return (
    <article className="page page--narrow content-page">
      {back}
      <h1>{course.title}</h1>
      <dl className="facts">
        <dt>{t.when}</dt>
        <dd>{courseWhen(course)}</dd>
        <dt>{t.where}</dt>
        <dd>{course.location}</dd>
        <dt>{t.lastApplication}</dt>
        <dd>
          {course.last_application_date ? formatLongDate(course.last_application_date) : t.noLastApplication}
          {applicationClosed(course, now) ? ` (${t.applicationClosed.toLowerCase()})` : ''}
        </dd>
        <dt>{r.seats}</dt>
        <dd>
          {course.seats === null ? r.noSeatLimit : r.seatsLeft(course.seats, course.seats_left ?? 0)}
          {course.waiting_count > 0 ? `, ${r.waitingCount(course.waiting_count)}` : ''}
        </dd>
        <dt>{t.forOrganizations}</dt>
        <dd>{course.organizations.length ? course.organizations.map((o) => o.name).join(', ') : t.everyone}</dd>
      </dl>
      <div className="markup">{paragraphs.map((text, index) => <p key={index}>{text}</p>)}</div>
      {/* Issue 34: the secretariat works with the participants and the waiting list; its own sign-up comes after. */}
      {!course.can_edit && <CourseSignUp course={course} />}
      {course.can_edit && (
        <div className="actions">
          <button type="button" className="button" onClick={() => dispatch(courseEditorOpened({ mode: 'edit', courseId: course.id, draft: draftFromCourse(course) }))}>{t.edit}</button>
          <button type="button" className="button button--danger" onClick={() => dispatch(courseDeleteRequested({ courseId: course.id }))}>{t.remove}</button>
        </div>
      )}
      {course.can_edit && <CourseParticipants course={course} />}
      {course.can_edit && <CourseSignUp course={course} />}
      <CourseEditorModal />
      <ConfirmDialog
        open={deleting?.courseId === course.id}
        title={c.courseTitle}
        text={c.courseText}
        confirm={c.confirm}
        busyText={c.removing}
        cancel={c.cancel}
        busy={deleting?.status === 'submitting'}
        onConfirm={() => dispatch(courseDeleteConfirmed())}
        onCancel={() => dispatch(courseDeleteCancelled())}
      />
    </article>
  );
}
