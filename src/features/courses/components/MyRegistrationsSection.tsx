import { useAppSelector } from '../../../app/hooks';
import { svCourseNotices as t } from '../../../text/svCourseNotices';
import { HomeSection } from '../../homes/components/HomeSections';
import { selectMyRegistrations } from '../selectors';
import '../courseRegistration.css';
import { MyCourseRegistrations } from './MyCourseRegistrations';

/** Min översikt's 'Mina anmälningar' (issue 25): shown once the user has signed up for a course that has not ended. */
export function MyRegistrationsSection() {
  const mine = useAppSelector(selectMyRegistrations);
  if (mine.length === 0) return null;
  return (
    <HomeSection id="home-registrations" heading={t.mine} more={{ href: t.minePath, label: t.allMine }}>
      <MyCourseRegistrations courses={mine} hrefOf={(course) => `/kurser/${course.id}`} label={t.mine} />
    </HomeSection>
  );
}
