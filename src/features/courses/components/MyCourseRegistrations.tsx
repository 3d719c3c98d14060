import { Link } from 'react-router';
import type { Course } from '../../../api/contentTypes';
import { svCourseNotices as t } from '../../../text/svCourseNotices';
import { courseWhen } from './courseTimes';

/** 'Mina anmälningar': each course with its date and whether the caller has a seat or a place in the queue. */
export function MyCourseRegistrations({ courses, hrefOf, label }: { courses: readonly Course[]; hrefOf: (course: Course) => string; label: string }) {
  return (
    <ul className="my-registrations" aria-label={label}>
      {courses.map((course) => {
        const registration = course.registration!;
        const waiting = registration.status === 'waiting';
        return (
          <li key={course.id} className="my-registrations__item">
            <Link to={hrefOf(course)}>{course.title}</Link>
            <span className="my-registrations__meta">
              <time dateTime={course.starts_at}>{courseWhen(course)}</time>
              <span className={`registration-tag${waiting ? ' registration-tag--waiting' : ''}`}>
                {waiting ? t.mineWaiting(registration.place) : t.mineRegistered}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
