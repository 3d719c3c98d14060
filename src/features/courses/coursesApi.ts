import type { Http, HttpResult } from '../../api/http';
import type { PortalConfig } from '../../api/types';
import type { Course, CourseInput } from '../../api/contentTypes';

/** Courses on the content host (spec §7) and the secretariat's writing calls (README: 'Content host'). */
export interface CoursesApi {
  /** GET courses; with the ETag held, an unchanged list answers 304 (data null). */
  getCourses(etag: string | null): Promise<HttpResult<Course[] | null>>;
  getCourse(courseId: string): Promise<HttpResult<Course>>;
  createCourse(input: CourseInput): Promise<HttpResult<Course>>;
  updateCourse(courseId: string, input: CourseInput): Promise<HttpResult<Course>>;
  deleteCourse(courseId: string): Promise<HttpResult<null>>;
}

export function createCoursesApi(http: Http, config: PortalConfig): CoursesApi {
  const content = config.contentUrl;
  const one = (id: string) => `${content}/courses/${encodeURIComponent(id)}`;
  return {
    getCourses: (etag) => http.get<Course[] | null>(`${content}/courses`, etag ? { headers: { 'if-none-match': etag } } : undefined),
    getCourse: (courseId) => http.get<Course>(one(courseId)),
    createCourse: (input) => http.post<Course>(`${content}/courses/create`, input),
    updateCourse: (courseId, input) => http.put<Course>(one(courseId), input),
    deleteCourse: (courseId) => http.delete<null>(one(courseId)),
  };
}
