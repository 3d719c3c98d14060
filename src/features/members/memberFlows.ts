import { call, delay, put, select } from 'redux-saga/effects';
import type { User } from '../../api/types';
import { navigated } from '../../app/navigation/navigationSlice';
import { apiOf, type Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { MEMBER_PAGE_SIZE, mayListMembers, memberContextOfRoute, nextMemberSort, type MemberContext } from '../../domain/memberSearch';
import { waitForUser } from '../user/userSagas';
import {
  memberLoadFailed, memberLoadStarted, memberLoaded, memberSearchOpened, memberSearchPageChosen,
  memberSortRequested, membersLoadFailed, membersLoadStarted, membersLoaded, type MembersState,
} from './membersSlice';
import { defaultMemberView, memberViewFromSearch, memberViewSearch, queryOf, sameMemberContext, type MemberSearchView } from './memberView';
import { homeMemberContext, MEMBER_SEARCH_DEBOUNCE_MS } from './memberRoutes';
import { selectMembersState } from './selectors';
import { loadEntity } from '../../app/loadEntity';
import { createMembersApi, type MembersApi } from './membersApi';

const membersApi = (services: Services): MembersApi => apiOf(services, 'members', createMembersApi);

/** The member search's and the member page's flows, in the members route group's chunk; membersSagas.ts (main bundle) starts them. */
const selectMembers = selectMembersState;

function* onRoute(services: Services, action: { type: string }) {
  const { routeId, params, location } = yield select((state: RootState) => state.navigation);
  const home = homeMemberContext(routeId, params);
  if (home && location) {
    yield call(loadHomeMembers, services, home);
    return;
  }
  const context = memberContextOfRoute(routeId, params);
  if (!context || !location) return;
  if (params.memberId) {
    yield call(loadMember, services, params.memberId);
    return;
  }
  // The URL is the view (one direction: the user's changes navigate, see goToView); the store follows it.
  const view = memberViewFromSearch(location.search);
  const before: MembersState = yield select(selectMembers);
  yield put(memberSearchOpened({ context, view }));
  // Back from a member to the same page of the list: that page is here already.
  const pageShown = before.status === 'success' && sameMemberContext(before.context, context) && memberViewSearch(before.view) === memberViewSearch(view);
  if (pageShown && action.type === navigated.type) return;
  yield call(loadPage, services, context, view);
}

function* loadHomeMembers(services: Services, context: MemberContext) {
  const user: User = yield call(waitForUser);
  if (!mayListMembers(user, context)) return; // the home shows no member list then
  yield put(memberSearchOpened({ context, view: defaultMemberView }));
  yield call(loadPage, services, context, defaultMemberView);
}

function* loadPage(services: Services, context: MemberContext, view: MemberSearchView) {
  const user: User = yield call(waitForUser);
  if (!mayListMembers(user, context)) {
    yield put(membersLoadFailed({ status: 'unauthorised', message: 'Status 403: MEMBER_SEARCH_NOT_ALLOWED', errorCode: 'MEMBER_SEARCH_NOT_ALLOWED', httpStatus: 403 }));
    return;
  }
  yield* loadEntity({
    started: membersLoadStarted(),
    loaded: membersLoaded,
    failed: ({ status, message, errorCode, httpStatus }) => membersLoadFailed({ status, message, errorCode, httpStatus }),
    forbiddenIsUnauthorised: true,
  }, () => membersApi(services).search(context, queryOf(view, MEMBER_PAGE_SIZE)));
}

function* loadMember(services: Services, id: string) {
  yield call(waitForUser);
  yield* loadEntity({
    started: memberLoadStarted({ id }),
    loaded: memberLoaded,
    failed: ({ status, message, errorCode, httpStatus }) => memberLoadFailed({ id, status, message, errorCode, httpStatus }),
  }, () => membersApi(services).getMember(id));
}

function* goToView(services: Services, view: MemberSearchView, replace: boolean) {
  const location: RootState['navigation']['location'] = yield select((state: RootState) => state.navigation.location);
  if (!location) return;
  const search = memberViewSearch(view);
  if (search === location.search) return;
  yield call(services.navigate, `${location.pathname}${search}`, { replace });
}

/** The search box: once typing pauses, the text goes into the URL (replacing the entry) from page 1. */
function* writeTypedText(services: Services) {
  yield delay(MEMBER_SEARCH_DEBOUNCE_MS);
  const { view, typedText }: MembersState = yield select(selectMembers);
  if (typedText.trim() === view.text.trim()) return;
  yield call(goToView, services, { ...view, text: typedText.trim(), page: 1 }, true);
}

function* writeViewChange(services: Services, action: ReturnType<typeof memberSortRequested> | ReturnType<typeof memberSearchPageChosen>) {
  const { view }: MembersState = yield select(selectMembers);
  const next = memberSortRequested.match(action)
    ? { ...view, sort: nextMemberSort(view.sort, action.payload), page: 1 }
    : { ...view, page: action.payload };
  yield call(goToView, services, next, false);
}

const memberFlows = { onRoute, writeTypedText, writeViewChange };
export type MemberFlows = typeof memberFlows;
export default memberFlows;
