import { all, call, delay, put, select } from 'redux-saga/effects';
import type { Association, User, WorkplacesResponse } from '../../api/types';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import { selectLocation, selectRouteId } from '../../app/navigation/selectors';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { mayReadAssociation } from '../../domain/associationAccess';
import { waitForUser } from '../user/userSagas';
import { caseListPath, isCaseListRoute, type CaseListContext } from './caseContext';
import { viewSearchFor } from './caseListView';
import type { CasesState } from './casesState';
import { caseOrganisationLoadFailed, caseOrganisationLoadStarted, caseOrganisationLoaded, caseWorkplaceChosen } from './casesSlice';

/**
 * The case list page's flows, in the case route group's chunk; casesSagas.ts (main bundle)
 * starts them.
 */
const selectCases = (state: RootState) => state.cases;
/** Typing in the search box writes the URL once the typing pauses. */
export const TEXT_URL_DELAY_MS = 300;

/**
 * The list's view is the URL's query string (a bookmark reproduces it; back/forward restore it):
 * a user's change navigates, and the slice follows the navigation. Run once per burst of changes
 * (casesSagas.debouncedViewChanges); typing alone waits for its pause and replaces the entry.
 */
export function* navigateToView(services: Services, { onlyText }: { onlyText: boolean }) {
  const routeId: string | null = yield select(selectRouteId);
  if (!isCaseListRoute(routeId)) return;
  if (onlyText) yield delay(TEXT_URL_DELAY_MS);
  const location: RootState['navigation']['location'] = yield select(selectLocation);
  const { pendingView, context }: CasesState = yield select(selectCases);
  if (!location || !pendingView) return;
  const search = viewSearchFor(pendingView, context);
  if (search === location.search) return;
  yield call(services.navigate, `${location.pathname}${search}`, { replace: onlyText });
}

/** Spec §4: another workplace (or all of them) is a plain list: filters, page and sort reset. */
export function* goToWorkplace(services: Services, action: ReturnType<typeof caseWorkplaceChosen>) {
  const context: CaseListContext | null = yield select((state: RootState) => state.cases.context);
  if (!context?.organisationId) return;
  yield call(services.navigate, caseListPath({ ...context, workplaceId: action.payload.workplaceId }));
}

/** An organisation's list shows its name and offers its workplaces (Association/{id}/Get, Workplaces/GetAll). */
export function* loadOrganisation(services: Services) {
  const { context, organisationStatus }: CasesState = yield select(selectCases);
  const organisationId = context?.organisationId;
  if (!organisationId || organisationStatus !== 'waiting') return;
  const user: User = yield call(waitForUser);
  if (!mayReadAssociation(user, organisationId)) return;
  yield put(caseOrganisationLoadStarted());
  try {
    const [association, workplaces]: [HttpResult<Association>, HttpResult<WorkplacesResponse>] = yield all([
      call(services.api.cases.getAssociation, organisationId),
      call(services.api.cases.getWorkplaces, organisationId),
    ]);
    if (!association.ok) {
      yield put(caseOrganisationLoadFailed({ status: failureState(failureMessage(association)) }));
      return;
    }
    yield put(caseOrganisationLoaded({
      organisation: { id: association.data.id, name: association.data.name },
      workplaces: workplaces.ok ? workplaces.data.workplaces : [],
    }));
  } catch (error) {
    yield put(caseOrganisationLoadFailed({ status: failureState(failureMessage(error)) }));
  }
}

const caseListFlows = { navigateToView, goToWorkplace, loadOrganisation };
export type CaseListFlows = typeof caseListFlows;
export default caseListFlows;
