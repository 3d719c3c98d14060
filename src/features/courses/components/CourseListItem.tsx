import { Link } from 'react-router';
import type { Course } from '../../../api/contentTypes';
import { formatLongDate } from '../../../lib/dates';
import { svNews } from '../../../text/svNews';
import { applicationClosed, courseWhen } from './courseTimes';

const t = svNews.courses;

export function CourseListItem({ course, href, now }: { course: Course; href: string; now: Date }) {
  const closed = applicationClosed(course, now);
  return (
    <li className="content-item">
      <h3 className="content-item__title"><Link to={href}>{course.title}</Link></h3>
      <p className="content-item__meta">
        <time dateTime={course.starts_at}>{courseWhen(course)}</time>
        <span>{course.location}</span>
      </p>
      <p className="content-item__meta">
        {course.last_application_date
          ? <span>{t.lastApplication}: <time dateTime={course.last_application_date}>{formatLongDate(course.last_application_date)}</time>{closed ? ` (${t.applicationClosed.toLowerCase()})` : ''}</span>
          : <span>{t.noLastApplication}</span>}
      </p>
    </li>
  );
}
