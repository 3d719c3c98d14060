import fs from 'node:fs';
import path from 'node:path';
import { legacy_createStore as createStore, type Reducer } from 'redux';
import { instrument, ActionCreators, type LiftedState } from '@redux-devtools/instrument';
import { createRootReducer, type RootState } from '../../src/app/reducers';
import { injectLazySlices } from '../../src/app/lazySlices';

/**
 * QA's replay (ARCHITECTURE §3), done the way Redux DevTools import a file: the exported lifted
 * state goes into @redux-devtools/instrument as IMPORT_STATE, which recomputes every state
 * through the app's reducer (as boot builds it where DevTools are on: every lazy slice injected).
 * Each recomputed state must equal the recorded one, with no network.
 */
type Lifted = LiftedState<RootState, { type: string }, null>;

/** The committed logs beside this file, or (REPLAY_DIR) the logs the journeys of this run just recorded. */
const dir = process.env.REPLAY_DIR ?? __dirname;
const logs = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));

function exported(file: string): Lifted {
  const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { payload: string | Lifted };
  return typeof data.payload === 'string' ? JSON.parse(data.payload) : data.payload;
}

/** The app's reducer as boot makes it with DevTools on, in a store with DevTools' own instrument. */
function devToolsStore() {
  const reducer = createRootReducer();
  injectLazySlices(reducer);
  return createStore(reducer as unknown as Reducer<RootState>, instrument());
}

describe('recorded DevTools logs replay to the same state through DevTools\' own import', () => {
  const fetchBefore = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn(() => { throw new Error('a replay must never call the network'); }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = fetchBefore;
  });

  test('there is at least one recorded log', () => {
    expect(logs.length).toBeGreaterThan(0);
    if (!process.env.REPLAY_DIR) expect(logs).toContain('shell-journey.json');
  });

  test.each(logs)('%s', (file) => {
    const recorded = exported(file);
    expect(recorded.skippedActionIds).toEqual([]);
    const store = devToolsStore();
    store.liftedStore.dispatch(ActionCreators.importState(recorded));
    const replayed = store.liftedStore.getState() as Lifted;
    expect(replayed.computedStates).toHaveLength(recorded.computedStates.length);
    recorded.stagedActionIds.forEach((id, index) => {
      const type = recorded.actionsById[id].action.type;
      const { state, error } = replayed.computedStates[index];
      expect({ step: index, type, error, state }).toEqual({ step: index, type, error: undefined, state: recorded.computedStates[index].state });
    });
    expect(store.getState()).toEqual(recorded.computedStates[recorded.computedStates.length - 1].state);
    expect(recorded.stagedActionIds.length).toBeGreaterThan(5);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  test('a log imported on a page that has not loaded the case page yet still has the case page\'s states', () => {
    const cases = logs.find((name) => name === 'cases-journey.json');
    if (!cases) return;
    const recorded = exported(cases);
    const store = devToolsStore();
    store.liftedStore.dispatch(ActionCreators.importState(recorded));
    const states = (store.liftedStore.getState() as Lifted).computedStates;
    expect(states.every(({ state }) => 'casePage' in (state as object))).toBe(true);
  });
});
