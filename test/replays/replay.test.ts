import fs from 'node:fs';
import path from 'node:path';
import { createRootReducer, type RootState } from '../../src/app/reducers';
import { casePageLazySlice } from '../../src/features/casePage/casePageSlice';

/** Slices the app injects when their route chunk loads: injected here where the log first shows them. */
const lazySlices = { casePage: casePageLazySlice };

/**
 * QA's replay (ARCHITECTURE §3): a recorded Redux DevTools log (the e2e journey writes
 * shell-journey.json; an export from the DevTools extension works the same) replays through the
 * root reducer, with no network and no sagas, to the same state after every action.
 */
interface LiftedState {
  actionsById: Record<string, { action: { type: string } }>;
  computedStates: { state: RootState }[];
  stagedActionIds: number[];
  skippedActionIds: number[];
}

/** The committed logs beside this file, or (REPLAY_DIR) the logs the journeys of this run just recorded. */
const dir = process.env.REPLAY_DIR ?? __dirname;
const logs = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));

function lifted(file: string): LiftedState {
  const exported = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { payload: string | LiftedState };
  return typeof exported.payload === 'string' ? JSON.parse(exported.payload) : exported.payload;
}

describe('recorded DevTools logs replay to the same state', () => {
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
    const log = lifted(file);
    expect(log.skippedActionIds).toEqual([]);
    const [first, ...rest] = log.stagedActionIds;
    const rootReducer = createRootReducer();
    let state = rootReducer(undefined, { type: '@@INIT' });
    expect(state).toEqual(log.computedStates[first].state);
    rest.forEach((id, index) => {
      const action = log.actionsById[id].action;
      const expected = log.computedStates[index + 1].state as Record<string, unknown>;
      for (const [key, slice] of Object.entries(lazySlices)) {
        if (key in expected && !(key in state)) rootReducer.inject(slice);
      }
      state = rootReducer(state, action);
      expect({ step: index + 1, type: action.type, state }).toEqual({ step: index + 1, type: action.type, state: log.computedStates[index + 1].state });
    });
    expect(rest.length).toBeGreaterThan(5);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
