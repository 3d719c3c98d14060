import { call } from 'redux-saga/effects';
import type { Services } from './services';

/**
 * A feature's lazy flows (ARCHITECTURE §3 "Lazy features"): the sagas that do a feature's heavy
 * work, in `<feature>Flows.ts`, which travels with a route chunk and default-exports them by name.
 * The feature's eager saga (`<feature>Sagas.ts`, in rootSaga) takes every action itself, so none is
 * missed while the chunk loads, and hands the work to a flow by its name.
 */
// A flow takes the services and the action it was started by (a flow may ignore the action).
export type Flow = (services: Services, action: never) => Generator;
export type Flows = Record<string, Flow>;

export interface LazyFlows<F extends Flows> {
  /** The flows: at once once loaded, else the promise of them (the chunk loads once). */
  load(): F | Promise<F>;
  /** A saga: runs the named flow with the services and the action, loading the flows first. */
  run(flow: keyof F, services: Services, action?: { type: string; payload?: unknown }): Generator;
}

export function lazyFlows<F extends Flows>(importFlows: () => Promise<{ default: F }>): LazyFlows<F> {
  let flows: F | undefined;
  let pending: Promise<F> | undefined;
  const load = (): F | Promise<F> => {
    if (flows) return flows;
    pending ??= importFlows().then((module) => (flows = module.default), (error: unknown) => {
      pending = undefined; // a chunk that failed to load is asked for again next time
      throw error;
    });
    return pending;
  };
  function* run(flow: keyof F, services: Services, action?: { type: string; payload?: unknown }): Generator {
    const loaded: F = yield call(load);
    yield call(loaded[flow] as unknown as (services: Services, action?: { type: string; payload?: unknown }) => Generator, services, action);
  }
  return { load, run };
}
