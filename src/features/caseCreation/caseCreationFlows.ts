import { call, put, race, select, take } from 'redux-saga/effects';
import type { CaseTypesResponse, CreatedCase, User } from '../../api/types';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { apiOf, type Services } from '../../app/services';
import { CaseTypeCode } from '../../domain/caseCatalogue';
import { caseModalOpened } from '../cases/caseModals';
import { caseCreated, caseCreationClosed, caseCreationStarted, type CaseCreationRequest } from './caseCreationActions';
import {
  caseCreationFailed, caseCreationLoadFailed, caseCreationOwnerLoaded, caseCreationTypesLoadStarted, caseCreationTypesLoaded, selectCaseCreation,
  type CaseCreationState,
} from './caseCreationSlice';
import { directEntry } from './creationRules';
import { filesByIds, releaseAllFiles } from './fileRegistry';
import { ownerFactsOf } from './types';
import { createCaseCreationApi, type CaseCreationApi } from './caseCreationApi';

const caseCreationApi = (services: Services): CaseCreationApi => apiOf(services, 'caseCreation', createCaseCreationApi);

/**
 * The flows of case creation (spec §2, §4), in the modal's chunk; caseCreationSagas.ts (main
 * bundle) starts them. The loads end when the modal closes or another case modal opens.
 */
const selectCreation = selectCaseCreation;
const modalGone = [caseCreationClosed.type, caseModalOpened.type, tokenUnloaded.type];

function* untilGone(load: (services: Services) => Generator, services: Services) {
  yield race({ load: call(load, services), gone: take(modalGone) });
}

function* failed(error: unknown) {
  yield put(caseCreationLoadFailed({ status: failureState(failureMessage(error)) }));
}

function* typesLoaded(caseTypes: CaseTypesResponse['caseTypes']) {
  const creation: CaseCreationState = yield select(selectCreation);
  yield put(caseCreationTypesLoaded({ caseTypes, form: directEntry({ ...creation, caseTypes }) }));
}

/** GET Case/CaseTypes for the role (and organisation) the modal was opened in. */
function* loadOwnTypes(services: Services) {
  const { role, organisationId }: CaseCreationState = yield select(selectCreation);
  yield put(caseCreationTypesLoadStarted());
  try {
    const result: HttpResult<CaseTypesResponse> = yield call(caseCreationApi(services).getCaseTypes, { role, organisationId: organisationId ?? undefined });
    if (result.ok) yield call(typesLoaded, result.data.caseTypes);
    else yield call(failed, result);
  } catch (error) {
    yield call(failed, error);
  }
}

/** Spec §6: on behalf of a member, that member's types (and their union representatives for the notice). */
function* loadMember(services: Services) {
  const { member }: CaseCreationState = yield select(selectCreation);
  if (!member) return;
  try {
    const user: HttpResult<User> = yield call(caseCreationApi(services).getUser, member.id);
    if (!user.ok) { yield call(failed, user); return; }
    const types: HttpResult<CaseTypesResponse> = yield call(caseCreationApi(services).getCaseTypesForUser, member.id);
    if (!types.ok) { yield call(failed, types); return; }
    yield put(caseCreationOwnerLoaded(ownerFactsOf(user.data)));
    yield call(typesLoaded, types.data.caseTypes);
  } catch (error) {
    yield call(failed, error);
  }
}

/** The modal opened: its state starts from the request (the slice may have loaded only now), and its types load (on behalf of a member: the member's). */
function* opened(services: Services, action: { payload: CaseCreationRequest }) {
  yield put(caseCreationStarted(action.payload));
  yield call(releaseAllFiles);
  const { forAnotherUser, member }: CaseCreationState = yield select(selectCreation);
  if (forAnotherUser && !member) return;
  yield call(untilGone, forAnotherUser ? loadMember : loadOwnTypes, services);
}

/** 'Försök igen' after a failed load. */
function* loadAgain(services: Services) {
  const { forAnotherUser }: CaseCreationState = yield select(selectCreation);
  yield call(untilGone, forAnotherUser ? loadMember : loadOwnTypes, services);
}

/** Skicka: POST multipart Case/Create (or Case/CreateForAnotherUser) with the draft and its files. */
function* submit(services: Services) {
  const creation: CaseCreationState = yield select(selectCreation);
  if (creation.submitStatus !== 'submitting' || !creation.draft.caseType) return;
  const { draft } = creation;
  const files = filesByIds(draft.files.map((f) => f.id));
  const fields = {
    caseType: draft.caseType!,
    title: draft.title.trim(),
    message: draft.message,
    associationId: draft.associationId,
    subCategory: draft.subCategory,
  };
  try {
    const result: HttpResult<CreatedCase> = creation.forAnotherUser && creation.member
      ? yield call(caseCreationApi(services).createForAnotherUser, {
        userId: creation.member.id,
        ...fields,
        // Spec §5: on behalf of a member, DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION is sent without association.
        associationId: fields.caseType === CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION ? null : fields.associationId,
      }, files)
      : yield call(caseCreationApi(services).create, { ...fields, role: creation.role, organisationId: creation.organisationId }, files);
    if (result.ok) {
      yield call(releaseAllFiles);
      yield put(caseCreated({ id: result.data.id, title: result.data.title, caseType: result.data.caseType.type }));
    } else {
      yield put(caseCreationFailed({ message: failureMessage(result), errorCode: result.response.errorCode }));
    }
  } catch (error) {
    yield put(caseCreationFailed({ message: failureMessage(error), errorCode: null }));
  }
}

const caseCreationFlows = { opened, loadAgain, submit };
export type CaseCreationFlows = typeof caseCreationFlows;
export default caseCreationFlows;
