import { call, put, select, takeLatest } from 'redux-saga/effects';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { workplacePickerOpened, workplacesLoadFailed, workplacesLoadStarted, workplacesLoaded } from './headerSlice';
import type { WorkplacesResponseBody } from './headerApi';

/** The workplace picker loads the work association's workplaces when it opens. */
export function* headerSaga(services: Services) {
  yield takeLatest(workplacePickerOpened.type, loadWorkplaces, services);
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
