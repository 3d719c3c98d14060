import type { PortalConfig } from '../api/types';
import { createHttp, type Http, type NetworkFailure } from '../api/http';
import type { OffThreadReader } from '../api/answersOffThread';
import { renewedSilently, type AuthService } from '../auth/authService';
import type { Navigate } from './navigation/navigator';
import { createUserApi, type UserApi } from '../features/user/userApi';
import { createGdprApi, type GdprApi } from '../features/gdpr/gdprApi';
import { createPagesApi, type PagesApi } from '../features/pages/pagesApi';
import { createHeaderApi, type HeaderApi } from '../features/header/headerApi';
import { createCasesApi, type CasesApi } from '../features/cases/casesApi';
import type { CaseCreationApi } from '../features/caseCreation/caseCreationApi';
import type { CasePageApi } from '../features/casePage/casePageApi';
import { createPostsApi, type PostsApi } from '../features/posts/postsApi';
import { createCoursesApi, type CoursesApi } from '../features/courses/coursesApi';
import type { MembersApi } from '../features/members/membersApi';
import type { ProfileApi } from '../features/profile/profileApi';
import type { NotificationsApi } from '../features/notifications/notificationsApi';
import type { SavedRepliesApi } from '../features/savedReplies/savedRepliesApi';
import type { StatisticsApi } from '../features/statistics/statisticsApi';
import type { AccessLogApi } from '../features/accessLog/accessLogApi';
import type { RegisterExtractApi } from '../features/registerExtract/registerExtractApi';
import type { MemberErasureApi } from '../features/memberErasure/memberErasureApi';
import { createSearchApi, type SearchApi } from '../features/search/searchApi';
import type { CaseSearchApi } from '../features/caseSearch/caseSearchApi';
import { createFilesApi, type FilesApi } from '../features/files/filesApi';

/**
 * What sagas get from the outside world, passed in explicitly so that tests hand in fakes.
 * A new feature adds its API here (e.g. `cases: createCasesApi(http, config)`).
 */
export interface Api {
  user: UserApi;
  gdpr: GdprApi;
  pages: PagesApi;
  header: HeaderApi;
  cases: CasesApi;
  /** Created with the case creation's flows (caseCreationFlows.ts) when absent; tests hand in a fake here. */
  caseCreation?: CaseCreationApi;
  posts: PostsApi;
  courses: CoursesApi;
  /** Created with the member search's flows (memberFlows.ts) when absent; tests hand in a fake here. */
  members?: MembersApi;
  /** Created with the profile's flows (profileFlows.ts) when absent; tests hand in a fake here. */
  profile?: ProfileApi;
  /** Created with the notices' flows (notificationsFlows.ts) when absent; tests hand in a fake here. */
  notifications?: NotificationsApi;
  /** Created with the saved replies' flows (savedRepliesFlows.ts) when absent; tests hand in a fake here. */
  savedReplies?: SavedRepliesApi;
  /** Created with the statistics flows' chunk when absent (statisticsFlows.ts); tests hand in a fake here. */
  statistics?: StatisticsApi;
  /** Created with the access log's flows (accessLogFlows.ts) when absent; tests hand in a fake here. */
  accessLog?: AccessLogApi;
  /** Created with the register extract's flows (registerExtractFlows.ts) when absent; tests hand in a fake here. */
  registerExtract?: RegisterExtractApi;
  /** Created with the erasure's flows (memberErasureFlows.ts) when absent; tests hand in a fake here. */
  memberErasure?: MemberErasureApi;
  search: SearchApi;
  /** Created with the case search's flows (caseSearchFlows.ts) when absent; tests hand in a fake here. */
  caseSearch?: CaseSearchApi;
  files: FilesApi;
  /** Created with the case screens' chunk when absent (casePageFlows.ts); tests hand in a fake here. */
  casePage?: CasePageApi;
}

export interface Services {
  config: PortalConfig;
  auth: AuthService;
  http: Http;
  api: Api;
  navigate: Navigate;
  /** Sets document.title (the page title lives in the store too). */
  setDocumentTitle: (title: string) => void;
  /** Leaves the portal for an outside address (a CMS page that lives elsewhere), replacing this entry of the history. */
  leaveFor: (url: string) => void;
}

/**
 * A lazy feature's API client: the one in `services.api` (a test's fake), else one made for the
 * caller's chunk, so that the client's code travels with the flows that use it, not the main bundle.
 */
export function apiOf<K extends keyof Api>(services: Services, key: K, create: (http: Http, config: PortalConfig) => NonNullable<Api[K]>): NonNullable<Api[K]> {
  return services.api[key] ?? create(services.http, services.config);
}

export function createApi(http: Http, config: PortalConfig): Api {
  return {
    user: createUserApi(http, config),
    gdpr: createGdprApi(http, config),
    pages: createPagesApi(http, config),
    header: createHeaderApi(http, config),
    cases: createCasesApi(http, config),
    posts: createPostsApi(http, config),
    courses: createCoursesApi(http, config),
    search: createSearchApi(http, config),
    files: createFilesApi(http, config),
  };
}

export function createServices(options: {
  config: PortalConfig;
  auth: AuthService;
  navigate: Navigate;
  onNetworkFailure: (failure: NetworkFailure) => void;
  /** Reads large answers in a worker (answersOffThread.ts); without it, on the page. */
  offThread?: OffThreadReader;
}): Services {
  const { config, auth, navigate, onNetworkFailure, offThread } = options;
  const http = createHttp({
    getAccessToken: () => auth.getAccessToken(),
    signinSilent: () => renewedSilently(auth),
    onFailure: onNetworkFailure,
    offThread,
  });
  return {
    config,
    auth,
    http,
    api: createApi(http, config),
    navigate,
    setDocumentTitle: (title) => { document.title = title; },
    leaveFor: (url) => { window.location.replace(url); },
  };
}
