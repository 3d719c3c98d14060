import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A stand-in for the Redux DevTools extension, installed before the portal's scripts run. The
 * portal turns DevTools on where /config.json says devTools: true (the e2e server does); RTK
 * then composes the store through `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`, with the portal's
 * sanitizers as options. This recorder keeps what the extension would keep: every action that
 * reaches the reducer and the state after it, both sanitized, and exports them in the DevTools
 * export format ({ payload: JSON of the lifted state }) that test/replays replays.
 */
export async function installDevtoolsRecorder(page: Page) {
  await page.addInitScript(() => {
    type AnyAction = { type: string };
    type Reducer = (state: unknown, action: AnyAction) => unknown;
    type StoreCreator = (reducer: Reducer, preloaded?: unknown) => unknown;
    type Options = { actionSanitizer?: (a: AnyAction, id: number) => AnyAction; stateSanitizer?: (s: unknown, id: number) => unknown };
    const w = window as unknown as Record<string, unknown>;
    w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: Options = {}) =>
      (...enhancers: ((next: StoreCreator) => StoreCreator)[]) =>
        (createStore: StoreCreator) =>
          (reducer: Reducer, preloaded?: unknown) => {
            const log = { actions: [] as AnyAction[], states: [] as unknown[], timestamps: [] as number[] };
            w.__portalDevtoolsLog = log;
            const recording: Reducer = (state, action) => {
              const next = reducer(state, action);
              const id = log.actions.length;
              const clean = options.actionSanitizer ? options.actionSanitizer(action, id) : action;
              log.actions.push(JSON.parse(JSON.stringify(clean)));
              log.states.push(JSON.parse(JSON.stringify(options.stateSanitizer ? options.stateSanitizer(next, id) : next)));
              log.timestamps.push(Date.now());
              return next;
            };
            const composed = enhancers.reduceRight<StoreCreator>((next, enhancer) => enhancer(next), createStore);
            return composed(recording, preloaded);
          };
  });
}

/** The recorded log as a Redux DevTools export. */
export async function exportDevtoolsLog(page: Page): Promise<{ payload: string }> {
  const log = await page.evaluate(() => (window as unknown as { __portalDevtoolsLog?: { actions: { type: string }[]; states: unknown[]; timestamps: number[] } }).__portalDevtoolsLog);
  if (!log) throw new Error('No DevTools log: is devTools on in /config.json?');
  // The first reducer call is redux's own init: DevTools shows it as @@INIT.
  const actionsById: Record<string, unknown> = {};
  log.actions.forEach((action, id) => {
    actionsById[id] = { type: 'PERFORM_ACTION', action: id === 0 ? { type: '@@INIT' } : action, timestamp: log.timestamps[id] };
  });
  const ids = log.actions.map((_, id) => id);
  const lifted = {
    actionsById,
    computedStates: log.states.map((state) => ({ state })),
    currentStateIndex: ids.length - 1,
    nextActionId: ids.length,
    skippedActionIds: [],
    stagedActionIds: ids,
    committedState: log.states[0],
    isLocked: false,
    isPaused: false,
  };
  return { payload: JSON.stringify(lifted) };
}

/**
 * Keeps a journey's log for the replay check. scripts/e2e.js names a temporary folder
 * (REPLAY_DIR) and replays what lands there after the journeys, so that a test run changes no
 * tracked file; `npm run replays:record` names test/replays to update the committed logs.
 */
export function saveReplayLog(name: string, exported: { payload: string }) {
  const dir = process.env.REPLAY_DIR ?? path.join(os.tmpdir(), 'portal-replays');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), `${JSON.stringify(exported, null, 1)}\n`);
}
