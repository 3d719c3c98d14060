import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { svCourseRegistration as t } from '../../../text/svCourseRegistration';
import { Spinner } from '../../../ui/Spinner';
import { MyCourseRegistrations } from '../components/MyCourseRegistrations';
import { selectMyRegistrations } from '../selectors';
import '../courseRegistration.css';
import type { RootState } from '../../../app/store';

/**
 * '/kurser/mina-anmalningar' (issue 34): the courses the user has a seat on, and those they wait
 * for with their place on the waiting list; reached from the menu and Min översikt's card. It reads
 * the course list (each course carries the caller's own sign-up).
 */
export function MyRegistrationsPage() {
  const mine = useAppSelector(selectMyRegistrations);
  const status = useAppSelector((state: RootState) => state.courses.listStatus);
  const seats = mine.filter((course) => course.registration?.status !== 'waiting');
  const waiting = mine.filter((course) => course.registration?.status === 'waiting');
  const loading = status === 'waiting' || status === 'getting';
  const section = (id: string, heading: string, intro: string | null, courses: typeof mine) => courses.length > 0 && (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {intro && <p>{intro}</p>}
      <MyCourseRegistrations courses={courses} hrefOf={(course) => `/kurser/${course.id}`} label={heading} />
    </section>
  );
  return (
    <section className="page page--narrow content-page" data-route="myCourseRegistrations">
      <h1>{t.mine}</h1>
      {loading && mine.length === 0 && <Spinner />}
      {!loading && status !== 'success' && <p className="form-error" role="alert">{t.mineFailed}</p>}
      {status === 'success' && mine.length === 0 && <p>{t.mineEmpty}</p>}
      {section('mine-seats', t.mineSeats, null, seats)}
      {section('mine-waiting', t.mineWaitingHeading, t.mineWaitingIntro, waiting)}
      <p><Link to="/kurser">{t.allCourses}</Link></p>
    </section>
  );
}
