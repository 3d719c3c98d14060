import { select, takeLatest } from 'redux-saga/effects';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import {
  associationsLoadFailed, associationsLoadStarted, associationsLoaded, workplacePickerOpened, workplacesLoadFailed, workplacesLoadStarted, workplacesLoaded,
} from './headerSlice';
import type { WorkplacesResponseBody } from './headerApi';
import { userIdChanged } from '../../app/lifecycle';
import type { AssociationsResponse, User } from '../../api/types';
import { selectUser } from '../user/selectors';
import { loadEntity } from '../../app/loadEntity';

/**
 * The workplace picker loads the work association's workplaces when it opens; the secretariat's
 * 'Föreningar och nätverk' loads every association when its user appears (or changes).
 */
export function* headerSaga(services: Services) {
  yield takeLatest(workplacePickerOpened.type, loadWorkplaces, services);
  yield takeLatest(userIdChanged.type, loadAssociations, services);
}

function* loadAssociations(services: Services) {
  const user: User | null = yield select(selectUser);
  if (!user?.isKanslist) return;
  yield* loadEntity({
    started: associationsLoadStarted(),
    loaded: ({ associations }: AssociationsResponse) => associationsLoaded(associations),
    failed: ({ message, status }) => associationsLoadFailed({ message, status }),
  }, () => services.api.header.getAssociations());
}

function* loadWorkplaces(services: Services, action: ReturnType<typeof workplacePickerOpened>) {
  const status: string = yield select((state: RootState) => state.header.workplacePicker.status);
  if (status === 'success') return;
  yield* loadEntity({
    started: workplacesLoadStarted(),
    loaded: ({ workplaces }: WorkplacesResponseBody) => workplacesLoaded(workplaces),
    failed: ({ message, status }) => workplacesLoadFailed({ message, status }),
  }, () => services.api.header.getWorkplaces(action.payload.associationId));
}
