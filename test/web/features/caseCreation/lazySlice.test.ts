import { createRootReducer } from '../../../../src/app/reducers';
import { caseCreationOpened, caseCreationStarted, type CaseCreationRequest } from '../../../../src/features/caseCreation/caseCreationActions';
import { caseCreationLazySlice, initialCaseCreationState, selectCaseCreation } from '../../../../src/features/caseCreation/caseCreationSlice';
import type { RootState } from '../../../../src/app/store';
import type { Services } from '../../../../src/app/services';
import { put } from 'redux-saga/effects';
import caseCreationFlows from '../../../../src/features/caseCreation/caseCreationFlows';

/**
 * Issue 38: the case-creation modal's slice travels with the modal's chunk. Opened before the chunk
 * has loaded, the opening reaches no reducer; the flows then send `caseCreationStarted` with the
 * same request, and a recorded log (which may hold either or both) gives the same state.
 */
const request: CaseCreationRequest = { role: 'organization', organisationId: 'org-1', origin: 'caseList', caseType: null, owner: null };

describe('the case-creation slice, lazy (issue 38)', () => {
  test('opened before the slice joined the store: started gives the opened state', () => {
    const reducer = createRootReducer();
    let state = reducer(undefined, caseCreationOpened(request)) as RootState;
    expect(state.caseCreation).toBeUndefined();
    expect(selectCaseCreation(state)).toBe(initialCaseCreationState);
    reducer.inject(caseCreationLazySlice);
    state = reducer(state, caseCreationStarted(request)) as RootState;
    expect(selectCaseCreation(state)).toMatchObject({ role: 'organization', organisationId: 'org-1', origin: 'caseList', typesStatus: 'getting', step: 'type' });
  });

  test('with the slice in the store from the start (DevTools, a replayed log): opened and started give the same state', () => {
    const reducer = createRootReducer();
    reducer.inject(caseCreationLazySlice);
    const opened = reducer(undefined, caseCreationOpened(request)) as RootState;
    const both = reducer(opened, caseCreationStarted(request)) as RootState;
    expect(selectCaseCreation(opened)).toMatchObject({ role: 'organization', typesStatus: 'getting' });
    expect(both.caseCreation).toEqual(opened.caseCreation);
  });
});

test('the opening\'s flow, which loads with the slice, starts the modal\'s state before anything else', () => {
  const flow = caseCreationFlows.opened({} as Services, caseCreationOpened(request) as never);
  expect(flow.next().value).toEqual(put(caseCreationStarted(request)));
});
