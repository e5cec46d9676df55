/**
 * Registers the PWA service worker (Docusaurus's `@docusaurus/plugin-pwa` client behaviour),
 * with workbox-window. The plugin generates a small client module that imports this file and
 * calls `registerServiceWorker` with the site's options.
 */
const APP_INSTALLED_FLAG = 'docusaurus.pwa.event.appInstalled.fired';
const MOBILE_MAX_WIDTH = 996;

async function hasInstalledRelatedWebApp() {
  if (!('getInstalledRelatedApps' in navigator)) return false;
  try {
    const apps = await navigator.getInstalledRelatedApps();
    return apps.some((app) => app.platform === 'webapp');
  } catch {
    return false;
  }
}

/** Whether each offline-mode activation strategy holds now. */
const STRATEGIES = {
  always: () => true,
  mobile: () => window.innerWidth <= MOBILE_MAX_WIDTH,
  saveData: () => Boolean(navigator.connection?.saveData),
  appInstalled: async () => localStorage.getItem(APP_INSTALLED_FLAG) === 'true' || (await hasInstalledRelatedWebApp()),
  standalone: () => window.matchMedia('(display-mode: standalone)').matches,
  queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',
};

/** The configured strategies that hold now (unknown names are ignored). */
export async function activeStrategies(names) {
  const results = await Promise.all(names.map(async (name) => [name, STRATEGIES[name] ? await STRATEGIES[name]() : false]));
  return results.filter(([, active]) => active).map(([name]) => name);
}

/** `sw.js?params=<encoded JSON>`: the worker reads its mode from its own URL. */
export function serviceWorkerUrl(base, params) {
  return `${base}?params=${encodeURIComponent(JSON.stringify(params))}`;
}

async function unregisterAll() {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

/** Installing the app (or being offered to again) starts over with every worker removed. */
function listenForInstallEvents() {
  window.addEventListener('appinstalled', async () => {
    localStorage.setItem(APP_INSTALLED_FLAG, 'true');
    await unregisterAll();
    window.location.reload();
  });
  window.addEventListener('beforeinstallprompt', async () => {
    if (localStorage.getItem(APP_INSTALLED_FLAG)) {
      localStorage.removeItem(APP_INSTALLED_FLAG);
      await unregisterAll();
      window.location.reload();
    }
  });
}

async function register({ swUrl, debug, strategies }) {
  const { Workbox } = await import('workbox-window');
  const active = await activeStrategies(strategies);
  const offlineMode = active.length > 0;
  if (debug) console.log('[Docusaurus-PWA][registerSw]:', { offlineMode, activeStrategies: active });
  const workbox = new Workbox(serviceWorkerUrl(swUrl, { offlineMode, debug }));
  let handled = null;
  const onWaiting = async (waiting) => {
    // Workbox's events and the checks below can name the same worker: act once per worker
    if (!waiting || waiting === handled) return;
    handled = waiting;
    // straight to the waiting worker: Workbox's messageSW may name the active one
    const skipWaiting = () => waiting.postMessage({ type: 'SKIP_WAITING' });
    if (!offlineMode) {
      skipWaiting();
      return;
    }
    // offline mode: the reader decides when the new version takes over
    const { renderReloadPopup } = await import('./renderReloadPopup.js');
    renderReloadPopup({
      onReload() {
        workbox.addEventListener('controlling', () => window.location.reload());
        skipWaiting();
      },
    });
  };
  workbox.addEventListener('waiting', (event) => onWaiting(event.sw));
  workbox.addEventListener('externalwaiting', (event) => onWaiting(event.sw));
  const registration = await workbox.register();
  if (debug) console.log('[Docusaurus-PWA][registerSw]: registered', registration);
  if (!registration) return;
  // a new version found by the navigation itself, before Workbox listened, is still installing
  const installing = registration.installing;
  installing?.addEventListener('statechange', () => {
    if (installing.state === 'installed') onWaiting(registration.waiting);
  });
  await onWaiting(registration.waiting);
}

/** Registers the worker when the browser has service workers; failures are only logged. */
export function registerServiceWorker(options) {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  listenForInstallEvents();
  register(options).catch((error) => console.error('[Docusaurus-PWA]: the service worker could not be registered', error));
}
