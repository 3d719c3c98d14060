import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { rootReducer, type RootState } from './reducers';
import { rootSaga } from './rootSaga';
import type { Services } from './services';

export type { RootState } from './reducers';

export interface DevToolsSanitizers {
  actionSanitizer: <A>(action: A) => A;
  stateSanitizer: <S>(state: S) => S;
}

export interface MakeStoreOptions {
  /** Runs the root saga with these services; without them the store has no side effects (tests, replay). */
  services?: Services;
  /**
   * Redux DevTools, with the sanitizers of ./sanitize: on in development and where /config.json
   * says devTools: true. Boot imports the sanitizers only then, so production's first screen
   * does not carry them.
   */
  devTools?: DevToolsSanitizers | false;
  /** Extra middleware after the saga middleware (tests record the actions with it). */
  middleware?: Middleware[];
}

/**
 * The one store: RTK's default middleware (serializability and immutability checks on outside
 * production builds) plus the saga middleware. Tests build it the same way.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('[saga]', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    // The dev-only checks warn when they take longer than warnAfter; a list of thousands of cases on
    // a loaded machine takes more than the default 32 ms without anything being wrong.
    middleware: (getDefault) => getDefault({ thunk: false, immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } })
      .concat(sagaMiddleware, ...(options.middleware ?? [])),
    devTools: options.devTools
      ? { name: 'Medlemsportalen', actionSanitizer: options.devTools.actionSanitizer, stateSanitizer: options.devTools.stateSanitizer }
      : false,
  });
  let sagaTask: Task | null = null;
  /** Starts the root saga (once): boot calls it when the services exist. */
  const runSagas = (services: Services): Task => {
    if (!sagaTask) sagaTask = sagaMiddleware.run(rootSaga, services);
    return sagaTask;
  };
  if (options.services) runSagas(options.services);
  return Object.assign(store, { runSagas, getSagaTask: () => sagaTask });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
