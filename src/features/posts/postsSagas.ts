import { call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { User } from '../../api/types';
import { tokenUnloaded } from '../../auth/authSlice';
import { consentGiven, isAnotherUser, retryOf, userAppeared } from '../../app/lifecycle';
import { pageTitleSet, selectionsUpdated } from '../../app/navigation/navigationSlice';
import { selectLocation, selectRouteId } from '../../app/navigation/selectors';
import { writeQueryParam } from '../../app/navigation/queryParam';
import { pageTitle } from '../../app/routeTable';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { lazyFlows } from '../../app/lazyFlows';
import type { ContentWriteFlows } from './contentWriteFlows';
import { selectUser } from '../user/selectors';
import { waitForUser } from '../user/userSagas';
import {
  contentTargetsLoadFailed, contentTargetsLoadStarted, contentTargetsLoaded, newsListOpened, newsSearchChanged, postDeleteConfirmed,
  postEditorOpened, postLoadFailed, postLoaded, postOpened, postSubmitted, postsLoadFailed, postsLoadStarted, postsLoaded,
  NEWS_LIST_ROUTE_IDS, NEWS_SEARCH_PARAM, type PostsState,
} from './postsSlice';
import { loadEntity } from '../../app/loadEntity';

/** Saving and deleting posts and courses load on first use, not with the first route (ARCHITECTURE §6). */
const contentWriteFlows = lazyFlows<ContentWriteFlows>(() => import(/* webpackChunkName: "contentWriting" */ './contentWriteFlows'));
export const runWriteFlow = contentWriteFlows.run;

/** Spec §4: posts retry after 1000 ms while the user is missing. */
export const POSTS_RETRY_MS = 1000;

const selectPosts = (state: RootState) => state.posts;

/**
 * The posts feature (spec §4): the list loads when the user first appears and again when the user
 * changes; it is cleared on sign-out (the slice). Opening a post (its route) marks it read at once
 * and rolls back if the call fails. The lists refresh when one is opened; writing goes through
 * the editor's submit.
 */
export function* postsSaga(services: Services) {
  yield takeLatest(loadsPosts, loadPosts, services);
  const seen: Seen = { listPath: null };
  yield takeLatest(selectionsUpdated.type, onNavigation, services, seen);
  yield takeLatest(postEditorOpened.type, ensureContentTargets, services);
  yield takeLeading(postSubmitted.type, runWriteFlow, 'savePost', services);
  yield takeLeading(postDeleteConfirmed.type, runWriteFlow, 'deletePost', services);
  yield takeLatest(newsSearchChanged.type, function* searchToUrl(action: ReturnType<typeof newsSearchChanged>) {
    const routeId: string | null = yield select(selectRouteId);
    if (routeId && NEWS_LIST_ROUTE_IDS.includes(routeId)) yield call(writeQueryParam, services, NEWS_SEARCH_PARAM, action.payload);
  });
}

/** The first user (userAppeared), another user (an id change after one), 'Försök igen', and sign-out (which stops a retry). */
function loadsPosts(action: { type: string; payload?: unknown }): boolean {
  return isAnotherUser(action) || retryOf('posts')(action) || action.type === userAppeared.type || action.type === consentGiven.type || action.type === tokenUnloaded.type;
}

export function* loadPosts(services: Services, action: { type: string }) {
  if (action.type === tokenUnloaded.type) return; // stops a retry loop; the slice clears itself
  let user: User | null = yield select(selectUser);
  while (!user) {
    yield delay(POSTS_RETRY_MS);
    user = yield select(selectUser);
  }
  const userId = user.id;
  yield* loadEntity({
    started: postsLoadStarted(),
    loaded: postsLoaded,
    failed: ({ message, status }) => postsLoadFailed({ message, status }),
  }, () => services.api.posts.getPosts(userId));
}

/** The news list last shown: opening another one refreshes the posts, typing in its search does not. */
interface Seen { listPath: string | null }

function* onNavigation(services: Services, seen: Seen, action: ReturnType<typeof selectionsUpdated>) {
  const routeId: string | null = yield select(selectRouteId);
  const location: RootState['navigation']['location'] = yield select(selectLocation);
  if (action.payload.postId) {
    seen.listPath = null;
    yield call(openPost, services, action.payload.postId);
    return;
  }
  if (!routeId || !NEWS_LIST_ROUTE_IDS.includes(routeId) || !location) {
    seen.listPath = null;
    return;
  }
  const { listStatus }: PostsState = yield select(selectPosts);
  // Opening a news list fetches it again in the background (what others wrote since), not on every keystroke.
  const opened = seen.listPath !== location.pathname;
  seen.listPath = location.pathname;
  if (!opened) return;
  yield put(newsListOpened());
  if (listStatus === 'success') yield call(loadPosts, services, action);
}

export function* openPost(services: Services, postId: string) {
  yield put(postOpened({ postId }));
  const user: User = yield call(waitForUser);
  const post = yield* loadEntity({
    loaded: postLoaded,
    failed: ({ message, status, httpStatus }) => postLoadFailed({ postId, message, status, httpStatus }),
    forbiddenIsUnauthorised: true,
  }, () => services.api.posts.getPost(postId, user.id));
  if (post) yield put(pageTitleSet(pageTitle(post.title)));
}

/** Where the user may publish: loaded once per session, when an editor first opens. */
export function* ensureContentTargets(services: Services) {
  const { targetsStatus }: PostsState = yield select(selectPosts);
  if (targetsStatus === 'success' || targetsStatus === 'getting') return;
  yield* loadEntity({
    started: contentTargetsLoadStarted(),
    loaded: contentTargetsLoaded,
    failed: ({ status }) => contentTargetsLoadFailed({ status }),
  }, () => services.api.posts.getTargets());
}
