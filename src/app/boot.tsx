import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import type { PortalConfig } from '../api/types';
import { makeStore } from './store';
import { createServices } from './services';
import { buildRoutes } from './routes';
import { connectRouter } from './navigation/connectRouter';
import { AppRouterProvider, createAppRouter } from './navigation/appRouter';
import { networkFailed } from './networkSlice';
import { appStarted } from './lifecycle';
import type { AuthService } from '../auth/authService';
import { nextTask } from '../lib/nextTask';
import { sv } from '../text/sv';
import type { OffThreadReader } from '../api/answersOffThread';

/** Large answers read in a worker (issue 38), its code loaded with the first such read; a failed load, or a browser without workers, reads on the page. */
const answersInWorker: OffThreadReader = {
  read: (url, headers) => import(/* webpackChunkName: "largeAnswers" */ '../api/offThreadInBrowser')
    .then(({ browserReader }) => browserReader.read(url, headers), () => null),
};

/**
 * Boot, given the configuration and the sign-in module the entry made of it (null: it could not be
 * read): the store and the router, then the sagas and the first navigation, then the first
 * render. Each step is a task of its own and the first render is a transition (rendered in
 * slices), so that no step blocks a phone's main thread for long (issue 13, total blocking time).
 */
export async function boot(started: { config: PortalConfig; auth: AuthService } | null) {
  const root = createRoot(document.getElementById('root')!);
  if (!started) {
    root.render(
      <main className="site-main"><section className="page page--narrow"><h1>{sv.shell.errorHeading}</h1><p>{sv.shell.errorText}</p></section></main>,
    );
    return;
  }

  const { config, auth } = started;
  const developing = process.env.NODE_ENV !== 'production';
  let navigate: (to: string, options?: { replace?: boolean }) => Promise<void> = async () => {};
  const devTools = developing || config.devTools
    ? await import(/* webpackChunkName: "devTools" */ './sanitize')
    : false;
  if (devTools) (await import(/* webpackChunkName: "devTools" */ './lazySlices')).injectLazySlices();
  const store = makeStore(undefined, { devTools });
  const services = createServices({
    config,
    auth,
    navigate: (to, options) => navigate(to, options),
    onNetworkFailure: (failure) => store.dispatch(networkFailed(failure)),
    offThread: answersInWorker,
  });
  const router = createAppRouter(createBrowserHistory({ v5Compat: true }), buildRoutes({ devRoutes: developing || config.devTools }));
  navigate = async (to, options) => router.navigate(to, options);

  await nextTask();
  store.runSagas(services);
  await nextTask();
  store.dispatch(appStarted());
  await nextTask();
  connectRouter(router, store.dispatch);

  await nextTask();
  startTransition(() => root.render(
    <StrictMode>
      <Provider store={store}>
        <AppRouterProvider router={router} />
      </Provider>
    </StrictMode>,
  ));
}
