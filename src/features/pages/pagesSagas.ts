import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../api/types';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import { appStarted, sessionStarted } from '../../app/lifecycle';
import { pageTitleSet, selectionsUpdated } from '../../app/navigation/navigationSlice';
import { selectSelections } from '../../app/navigation/selectors';
import type { Selections } from '../../app/navigation/navigationSlice';
import { pageTitle, routeById } from '../../app/routeTable';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { pageLoadFailed, pageLoadStarted, pageLoaded, pagesLoadFailed, pagesLoadStarted, pagesLoaded } from './pagesSlice';
import { loadEntity } from '../../app/loadEntity';

/** The footer's page list (public) loads at start (again with a session if that failed); /sidor/{slug} loads its page. */
export function* pagesSaga(services: Services) {
  // Two watchers, not one takeLatest over both: a session that starts while the start's load is
  // under way must not cancel it (issue 21: the footer lost its links after F5 or a deep link).
  yield takeLeading(appStarted.type, loadPages, services);
  yield takeLeading(sessionStarted.type, loadPages, services);
  yield takeLatest(selectionsUpdated.type, loadSelectedPage, services);
}

/** The list is public (no token): a session loads it only if the start's load failed. */
function* loadPages(services: Services, action: { type: string }) {
  const status: string = yield select((state: RootState) => state.pages.listStatus);
  if (action.type === sessionStarted.type && (status === 'success' || status === 'getting')) return;
  yield* loadEntity({
    started: pagesLoadStarted(),
    loaded: pagesLoaded,
    failed: ({ message, status }) => pagesLoadFailed({ message, status }),
  }, () => services.api.pages.getPages());
}

function* loadSelectedPage(services: Services, action: ReturnType<typeof selectionsUpdated>) {
  const slug = action.payload.pageSlug;
  if (!slug) return;
  yield put(pageLoadStarted({ slug }));
  try {
    const result: HttpResult<Page> = yield call(services.api.pages.getPage, slug);
    if (result.ok) {
      yield put(pageLoaded(result.data));
      const selections: Selections = yield select(selectSelections);
      if (selections.pageSlug !== slug) return;
      // A CMS page that lives elsewhere: /sidor/{slug} goes there (the footer links out directly).
      if (result.data.external_url) yield call(services.leaveFor, result.data.external_url);
      else yield put(pageTitleSet(pageTitle(result.data.title)));
    } else {
      const message = failureMessage(result);
      const notFound = result.status === 404;
      yield put(pageLoadFailed({ slug, message, status: failureState(message), notFound }));
      if (notFound) yield put(pageTitleSet(pageTitle(routeById('notFound')!.title)));
    }
  } catch (error) {
    const message = failureMessage(error);
    yield put(pageLoadFailed({ slug, message, status: failureState(message) }));
  }
}
