import type { PortalConfig } from './api/types';
import { preloadScreenFor, routeAt } from './app/screenChunks';
import { createAuthService, type AuthService } from './auth/authService';
import { nextTask } from './lib/nextTask';
import './styles/app.css';

/**
 * The entry: reads the configuration (inline in index.html, issue 32; /config.json where the page
 * came without it, as from the development server), asks for the first screen's chunk, and on a
 * route that needs a session without a stored token (a new tab) starts the silent sign-in at once,
 * while the app's modules still load and run. Then it starts the app (app/boot.tsx) in later
 * tasks, so that running the app's modules does not lengthen the task that ran the scripts (issue
 * 13, total blocking time). The app is in this same script ("eager"): no request more.
 */
async function readConfig(): Promise<PortalConfig | null> {
  try {
    const inline = document.getElementById('portal-config')?.textContent;
    if (inline) return JSON.parse(inline) as PortalConfig;
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Status ${response.status}`);
    return (await response.json()) as PortalConfig;
  } catch (error) {
    console.error('[boot] the configuration could not be read', error);
    return null;
  }
}

function startAuth(config: PortalConfig): AuthService {
  const auth = createAuthService(config);
  const route = routeAt(window.location.pathname);
  if (route && !route.public) auth.beginSilentSignIn();
  return auth;
}

const started = readConfig().then((config) => (config ? { config, auth: startAuth(config) } : null));
// Each step of the start is a task of its own (issue 13): the first screen's chunk is asked for in
// the task after the scripts' (which began the silent sign-in), then the slices' modules run and
// the root reducer is made, then the sagas' and the calls', then the view's, then the boot.
void nextTask()
  .then(() => preloadScreenFor(window.location.pathname))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/reducers'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/store'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/boot'))
  .then(async ({ boot }) => {
    await nextTask();
    await boot(started);
  });
