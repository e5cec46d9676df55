/**
 * The service worker of ferrosaurus's PWA plugin (Docusaurus's `@docusaurus/plugin-pwa`
 * behaviour), bundled by ferrosaurus into a classic worker script `sw.js`.
 *
 * Its registration passes `?params=<JSON>` (`{offlineMode, debug}`) in the script URL. Workbox's
 * `PrecacheController` (network fallback on) always handles install and activate; only in
 * offline mode does it get the precache list (every file the build wrote that the plugin's glob
 * patterns match, with a content hash as revision) and answer same-origin requests from it.
 */
import { PrecacheController } from 'workbox-precaching/PrecacheController.js';

/** What the registration asked for; anything unreadable means the defaults. */
export function parseParams(scriptUrl) {
  const defaults = { offlineMode: false, debug: false };
  const raw = new URL(scriptUrl).searchParams.get('params');
  if (!raw) return defaults;
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? { ...defaults, ...parsed } : defaults;
  } catch {
    return defaults;
  }
}

/**
 * The URLs the precache may hold a request under: the URL without query and hash, then the
 * folder's `index.html`, then `<path>.html` (sites built with `trailingSlash: false`).
 * Requests to other origins are never answered from the precache.
 */
export function candidateUrls(requestUrl, origin) {
  const url = new URL(requestUrl);
  if (url.origin !== origin) return [];
  url.search = '';
  url.hash = '';
  const plain = url.href;
  const candidates = [plain, `${plain}${plain.endsWith('/') ? '' : '/'}index.html`];
  if (!url.pathname.endsWith('/') && !url.pathname.endsWith('.html')) candidates.push(`${plain}.html`);
  return candidates;
}

/** Installs the worker's event handlers. `manifest` is `[{url, revision}]`; `custom` is the
 * site's `swCustom` module's default export, called with the params. */
export function startServiceWorker({ manifest, custom }) {
  const params = parseParams(self.location.href);
  const log = (...args) => {
    if (params.debug) console.log('[Docusaurus-PWA][SW]:', ...args);
  };
  log('params', params);
  const controller = new PrecacheController({ fallbackToNetwork: true });
  if (params.offlineMode) {
    controller.addToCacheList(manifest);
    log(`${manifest.length} files to precache`);
  }
  if (typeof custom === 'function') custom(params);

  self.addEventListener('install', (event) => {
    log('install');
    event.waitUntil(controller.install(event));
  });
  self.addEventListener('activate', (event) => {
    log('activate');
    event.waitUntil(controller.activate(event));
  });
  self.addEventListener('fetch', (event) => {
    if (!params.offlineMode) return;
    for (const url of candidateUrls(event.request.url, self.location.origin)) {
      const cacheKey = controller.getCacheKeyForURL(url);
      if (cacheKey) {
        log('answering from the precache', event.request.url, cacheKey);
        event.respondWith(caches.match(cacheKey).then((cached) => cached ?? fetch(event.request)));
        return;
      }
    }
  });
  self.addEventListener('message', (event) => {
    if (event.data?.type === 'SKIP_WAITING') {
      log('SKIP_WAITING');
      self.skipWaiting();
    }
  });
}
