import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import type { PortalConfig } from './api/types';
import { makeStore } from './app/store';
import { createServices } from './app/services';
import { buildRoutes } from './app/routes';
import { connectRouter } from './app/navigation/connectRouter';
import { AppRouterProvider, createAppRouter } from './app/navigation/appRouter';
import { networkFailed } from './app/networkSlice';
import { appStarted } from './app/lifecycle';
import { createAuthService } from './auth/authService';
import { sv } from './text/sv';
import './styles/app.css';

/** Boot: read /config.json, create the sign-in module, the store and the router, render. */
async function boot() {
  const root = createRoot(document.getElementById('root')!);
  let config: PortalConfig;
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Status ${response.status}`);
    config = (await response.json()) as PortalConfig;
  } catch (error) {
    console.error('[boot] /config.json could not be read', error);
    root.render(
      <main className="site-main"><section className="page page--narrow"><h1>{sv.shell.errorHeading}</h1><p>{sv.shell.errorText}</p></section></main>,
    );
    return;
  }

  const developing = process.env.NODE_ENV !== 'production';
  const auth = createAuthService(config);
  let navigate: (to: string, options?: { replace?: boolean }) => Promise<void> = async () => {};
  const devTools = developing || config.devTools
    ? await import(/* webpackChunkName: "devTools" */ './app/sanitize')
    : false;
  if (devTools) (await import(/* webpackChunkName: "devTools" */ './app/lazySlices')).injectLazySlices();
  const store = makeStore(undefined, { devTools });
  const services = createServices({
    config,
    auth,
    navigate: (to, options) => navigate(to, options),
    onNetworkFailure: (failure) => store.dispatch(networkFailed(failure)),
  });
  const router = createAppRouter(createBrowserHistory({ v5Compat: true }), buildRoutes({ devRoutes: developing || config.devTools }));
  navigate = async (to, options) => router.navigate(to, options);

  store.runSagas(services);
  store.dispatch(appStarted());
  connectRouter(router, store.dispatch);

  root.render(
    <StrictMode>
      <Provider store={store}>
        <AppRouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

void boot();
