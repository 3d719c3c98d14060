import { call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { callbackSucceeded, tokenLoaded } from '../../auth/authSlice';
import { selectHasToken } from '../../auth/selectors';
import type { Services } from '../services';
import type { RootState } from '../store';
import { isUnderAuth, namesSomething, pageTitle, routeById } from '../routeTable';
import { navigated, pageTitleSet, selectionsFromRoute, selectionsUpdated } from './navigationSlice';

/**
 * Spec §2: after each navigation the page title is set; except under /auth, once the token has
 * loaded, the route parameters are copied into the stored selections. (The menu closes in the
 * header's reducer on the same action.)
 */
export function* navigationSaga(services: Services) {
  yield takeLatest(navigated.type, afterNavigation);
  yield takeEvery(pageTitleSet.type, applyDocumentTitle, services);
}

function* afterNavigation(action: ReturnType<typeof navigated>) {
  const { pathname, routeId, params } = action.payload;
  const route = routeById(routeId);
  let title = namesSomething(routeId, params) ? route?.title ?? '' : routeById('notFound')!.title;
  if (routeId === 'contentPage' && params.pageSlug) {
    const cached: string | undefined = yield select((state: RootState) => state.pages.bySlug[params.pageSlug]?.page?.title);
    if (cached) title = cached;
  }
  yield put(pageTitleSet(pageTitle(title)));

  if (isUnderAuth(pathname)) return;
  const hasToken: boolean = yield select(selectHasToken);
  if (!hasToken) yield take([tokenLoaded.type, callbackSucceeded.type]);
  yield put(selectionsUpdated(selectionsFromRoute(routeId, params)));
}

function* applyDocumentTitle(services: Services, action: ReturnType<typeof pageTitleSet>) {
  yield call(services.setDocumentTitle, action.payload);
}
