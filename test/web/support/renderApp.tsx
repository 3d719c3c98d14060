import { act, render } from '@testing-library/react';
import { AppRouterProvider } from '../../../src/app/navigation/appRouter';
import { memoryRouter } from './memoryRouter';
import { Provider } from 'react-redux';
import { makeStore, type RootState } from '../../../src/app/store';
import { connectRouter } from '../../../src/app/navigation/connectRouter';
import type { User } from '../../../src/api/types';
import type { Middleware } from '@reduxjs/toolkit';

type Preloaded = Partial<RootState>;

/**
 * The real reducers, the real route table and shell, in memory; no sagas (the store is driven by
 * hand). Waits for the lazy screen to arrive, unless the test runs on fake timers.
 */
export async function renderApp(path: string, preloaded: Preloaded = {}, options: { waitForScreen?: boolean } = {}) {
  const actions: { type: string; payload?: unknown }[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as { type: string; payload?: unknown });
    return next(action);
  };
  const store = makeStore(preloaded, { middleware: [recorder] });
  const router = memoryRouter(path, { devRoutes: true });
  connectRouter(router, store.dispatch);
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <Provider store={store}>
        <AppRouterProvider router={router} />
      </Provider>,
    );
  });
  if (options.waitForScreen !== false) {
    for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  return { ...view, store, router, actions };
}

/** Store state of a signed-in user whose profile has loaded. */
export function signedInState(user: User, extra: Preloaded = {}): Preloaded {
  const base = makeStore().getState();
  return {
    auth: { ...base.auth, status: 'loaded', expiresAt: '2030-01-01T10:00:00.000Z', subject: user.id },
    user: { user, status: 'success', error: null },
    gdpr: { ...base.gdpr, hasApproved: true, status: 'success' },
    ...extra,
  };
}
