import type { PortalConfig } from './api/types';
import { preloadScreenFor } from './app/screenChunks';
import { nextTask } from './lib/nextTask';
import './styles/app.css';

/**
 * The entry: asks for /config.json (index.html preloads it) and for the first screen's chunk at
 * once, then starts the app (app/boot.tsx) in a later task, so that running the app's modules
 * does not lengthen the task that ran the scripts (issue 13, total blocking time). The app is in
 * this same script ("eager"): no request more.
 */
async function readConfig(): Promise<PortalConfig | null> {
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Status ${response.status}`);
    return (await response.json()) as PortalConfig;
  } catch (error) {
    console.error('[boot] /config.json could not be read', error);
    return null;
  }
}

const config = readConfig();
preloadScreenFor(window.location.pathname);
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './app/boot'))
  .then(({ boot }) => boot(config));
