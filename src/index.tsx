import type { PortalConfig } from './api/types';
import { preloadScreenFor, routeAt } from './app/screenChunks';
import { createAuthService, type AuthService } from './auth/authService';
import { nextTask } from './lib/nextTask';
import './styles/app.css';

/**
 * The entry: reads the configuration (inline in index.html, issue 32; /config.json where the page
 * came without it, as from the development server), asks for the first screen's chunk, and on a
 * route that needs a session without a stored token (a new tab) begins the silent sign-in, before
 * the app's modules run. Then it starts the app (app/boot.tsx). The app is in this same script
 * ("eager"): no request more.
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

/**
 * Each step of the start is a task of its own (issue 13): the scripts' task reads the
 * configuration; the next asks for the first screen's chunk (matching the path compiles every
 * route's pattern), the next begins the silent sign-in; then the slices' modules run and the root
 * reducer is made, then the sagas' and the calls' modules, then the view's, then the boot.
 */
async function start(): Promise<void> {
  const config = await readConfig();
  await nextTask();
  preloadScreenFor(window.location.pathname);
  await nextTask();
  const started = config ? { config, auth: startAuth(config) } : null;
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/reducers');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const { boot } = await import(/* webpackMode: "eager" */ './app/boot');
  await nextTask();
  await boot(started);
}

void start();
