import { select, takeLatest, call } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { coursesLoaded } from '../courses/coursesSlice';
import { workplacesLoaded } from '../header/headerSlice';
import { postsLoaded } from '../posts/postsSlice';
import { userLoaded, userRefreshed } from '../user/userSlice';
import type { HomesFlows } from './homesFlows';

const flows = lazyFlows<HomesFlows>(() => import(/* webpackChunkName: "organisation" */ './homesFlows'));

/**
 * Issue 21: the organisation and workplace homes are named: the tab title is the place's name
 * (the page's heading reads the same selector). The name may arrive after the navigation (the
 * user, the posts and courses that name an association, a workplace's association's workplaces).
 */
export function* homesSaga(services: Services) {
  yield takeLatest([navigated.type, userLoaded.type, userRefreshed.type, postsLoaded.type, coursesLoaded.type, workplacesLoaded.type], function* onHome() {
    const routeId: string | null = yield select((state: RootState) => state.navigation.routeId);
    if (routeId === 'organisation' || routeId === 'workplace') yield call(flows.run, 'nameHome', services);
  });
}
