import { call, put, select, takeLatest } from 'redux-saga/effects';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import {
  associationsLoadFailed, associationsLoadStarted, associationsLoaded, workplacePickerOpened, workplacesLoadFailed, workplacesLoadStarted, workplacesLoaded,
} from './headerSlice';
import type { WorkplacesResponseBody } from './headerApi';
import { userIdChanged } from '../../app/lifecycle';
import type { AssociationsResponse, User } from '../../api/types';
import { selectUser } from '../user/selectors';

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
  yield put(associationsLoadStarted());
  try {
    const result: HttpResult<AssociationsResponse> = yield call(services.api.header.getAssociations);
    if (result.ok) {
      yield put(associationsLoaded(result.data.associations));
    } else {
      const message = failureMessage(result);
      yield put(associationsLoadFailed({ message, status: failureState(message) }));
    }
  } catch (error) {
    const message = failureMessage(error);
    yield put(associationsLoadFailed({ message, status: failureState(message) }));
  }
}

function* loadWorkplaces(services: Services, action: ReturnType<typeof workplacePickerOpened>) {
  const status: string = yield select((state: RootState) => state.header.workplacePicker.status);
  if (status === 'success') return;
  yield put(workplacesLoadStarted());
  try {
    const result: HttpResult<WorkplacesResponseBody> = yield call(services.api.header.getWorkplaces, action.payload.associationId);
    if (result.ok) {
      yield put(workplacesLoaded(result.data.workplaces));
    } else {
      const message = failureMessage(result);
      yield put(workplacesLoadFailed({ message, status: failureState(message) }));
    }
  } catch (error) {
    const message = failureMessage(error);
    yield put(workplacesLoadFailed({ message, status: failureState(message) }));
  }
}
