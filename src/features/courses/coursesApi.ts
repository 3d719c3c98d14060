import { UnauthorizedError, type Http, type HttpResult } from '../../api/http';
import type { PortalConfig } from '../../api/types';
import type { Course, CourseInput, CourseRegistrations, MyCourseRegistration, MyRegistrationItem, RegistrationInput } from '../../api/contentTypes';

/** Courses on the content host (spec §7) and the secretariat's writing calls (README: 'Content host'). */
export interface CoursesApi {
  /**
   * GET courses; with the ETag held, an unchanged list answers 304 (data null). `offMainThread`:
   * read in a worker, when no screen waits for it (issue 38: 1,500 courses at national scale).
   */
  getCourses(etag: string | null, offMainThread?: boolean): Promise<HttpResult<Course[] | null>>;
  getCourse(courseId: string): Promise<HttpResult<Course>>;
  createCourse(input: CourseInput): Promise<HttpResult<Course>>;
  updateCourse(courseId: string, input: CourseInput): Promise<HttpResult<Course>>;
  deleteCourse(courseId: string): Promise<HttpResult<null>>;
  /** Issue 25: sign up and cancel (the caller's own). */
  signUp(courseId: string, input: RegistrationInput): Promise<HttpResult<MyCourseRegistration>>;
  cancelRegistration(courseId: string): Promise<HttpResult<null>>;
  getMyRegistrations(): Promise<HttpResult<MyRegistrationItem[]>>;
  /** The secretariat's participant list, a removal, and the CSV (bytes as sent: the BOM kept). */
  getRegistrations(courseId: string): Promise<HttpResult<CourseRegistrations>>;
  removeRegistration(courseId: string, userId: string): Promise<HttpResult<null>>;
  downloadRegistrationsCsv(courseId: string, getAccessToken: () => string | null): Promise<{ blob: Blob; fileName: string }>;
}

export function createCoursesApi(http: Http, config: PortalConfig): CoursesApi {
  const content = config.contentUrl;
  const one = (id: string) => `${content}/courses/${encodeURIComponent(id)}`;
  return {
    getCourses: (etag, offMainThread) => http.get<Course[] | null>(`${content}/courses`, { headers: etag ? { 'if-none-match': etag } : undefined, offMainThread }),
    getCourse: (courseId) => http.get<Course>(one(courseId)),
    createCourse: (input) => http.post<Course>(`${content}/courses/create`, input),
    updateCourse: (courseId, input) => http.put<Course>(one(courseId), input),
    deleteCourse: (courseId) => http.delete<null>(one(courseId)),
    signUp: (courseId, input) => http.post<MyCourseRegistration>(`${one(courseId)}/registration`, input),
    cancelRegistration: (courseId) => http.delete<null>(`${one(courseId)}/registration`),
    getMyRegistrations: () => http.get<MyRegistrationItem[]>(`${content}/courses/registrations/mine`),
    getRegistrations: (courseId) => http.get<CourseRegistrations>(`${one(courseId)}/registrations`),
    removeRegistration: (courseId, userId) => http.delete<null>(`${one(courseId)}/registrations/${encodeURIComponent(userId)}`),
    async downloadRegistrationsCsv(courseId, getAccessToken) {
      const token = getAccessToken();
      if (!token) throw new UnauthorizedError();
      // Not through http.ts: a Response's text() would drop the byte-order mark Excel needs.
      const response = await fetch(`${one(courseId)}/registrations.csv`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`Status ${response.status}: export failed`);
      return { blob: await response.blob(), fileName: `deltagare-${courseId}.csv` };
    },
  };
}
