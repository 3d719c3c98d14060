import { CourseListPage } from '../../features/courses/pages/CourseListPage';
import { CoursePage } from '../../features/courses/pages/CoursePage';
import { MyRegistrationsPage } from '../../features/courses/pages/MyRegistrationsPage';
import { COURSE_LIST_ROUTE_IDS } from '../../features/courses/coursesSlice';

/** The course route group (one lazy chunk): every Kurser list and single course of spec §2. */
export default function CoursesScreens({ routeId }: { routeId: string }) {
  if (COURSE_LIST_ROUTE_IDS.includes(routeId)) return <CourseListPage routeId={routeId} />;
  if (routeId === 'myCourseRegistrations') return <MyRegistrationsPage />;
  return <CoursePage />;
}
