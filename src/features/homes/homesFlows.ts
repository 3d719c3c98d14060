import { call, put, select, spawn } from 'redux-saga/effects';
import type { HttpResult } from '../../api/http';
import { pageTitleSet } from '../../app/navigation/navigationSlice';
import { pageTitle } from '../../app/routeTable';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import type { WorkplacesResponseBody } from '../header/headerApi';
import { placeWorkplacesRequested, workplacesLoadFailed, workplacesLoaded } from '../header/headerSlice';
import { selectHomeName } from './homeName';

/* Issue 21's naming of a home (homesSagas.ts runs it), with the organisation route group's chunk. */

export function* nameHome(services: Services) {
  const { routeId, params }: RootState['navigation'] = yield select((state: RootState) => state.navigation);
  if (routeId !== 'organisation' && routeId !== 'workplace') return;
  const name: string | null = yield select(selectHomeName);
  if (name) yield put(pageTitleSet(pageTitle(name)));
  // Detached: the next navigation or arrival (takeLatest in homesSagas.ts) must not cancel the
  // request half-way, which left the picker's list 'getting' for good and the home unnamed.
  else if (routeId === 'workplace' && params.organizationId) yield spawn(loadWorkplaceName, services, params.organizationId);
}

/** Another workplace than the user's own: its name from its association's workplaces (the picker's list). */
function* loadWorkplaceName(services: Services, associationId: string) {
  const picker: RootState['header']['workplacePicker'] = yield select((state: RootState) => state.header.workplacePicker);
  if (picker.associationId === associationId && picker.status !== 'waiting') return;
  yield put(placeWorkplacesRequested({ associationId }));
  try {
    const result: HttpResult<WorkplacesResponseBody> = yield call(services.api.header.getWorkplaces, associationId);
    if (result.ok) yield put(workplacesLoaded(result.data.workplaces));
    else yield put(workplacesLoadFailed({ message: `Status ${result.status}`, status: 'error' }));
  } catch {
    yield put(workplacesLoadFailed({ message: 'Workplaces not loaded', status: 'error' }));
  }
  // workplacesLoaded names the home (homesSagas.ts runs nameHome again).
}

const homesFlows = { nameHome };
export type HomesFlows = typeof homesFlows;
export default homesFlows;
