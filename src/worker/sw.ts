/// <reference lib="webworker" />
// The portal's service worker (docs/performance.md#the-service-worker), built by vite-plugin-pwa
// into /sw.js with the release's file list: it keeps every file of the release, so no screen's
// code can fail to load once the portal has loaded; it serves the customer's last answers when the
// network fails, or first on a return visit (customer-data.ts), and the signed-in area's page
// (pages.ts). A new release waits until the customer says "Actualizar" or every tab has closed.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { answerCustomerData } from './customer-data.ts';
import { answerPage } from './pages.ts';
import { releaseId } from './release-id.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The release's files, as the build names them (the build replaces the one mention of its list). */
const RELEASE_FILES = self.__WB_MANIFEST;
const RELEASE_PAGE = '/index.html';
const PAGE_CACHE_PREFIX = 'casillero-page-';
/** The signed-in area's kept page, this release's only. */
const pageCache = PAGE_CACHE_PREFIX + releaseId(RELEASE_FILES);
const apiBase = new URL(import.meta.env.VITE_API_URL || '/', self.location.origin).href.replace(/\/?$/, '/api/');

precacheAndRoute(RELEASE_FILES);
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX) && name !== pageCache).map((name) => caches.delete(name)))),
  );
});

// The first release a phone installs serves the page that installed it at once (the same
// release): its lazy code and the customer's answers are kept from that visit on. A later release
// waits for the customer's "Actualizar" (workbox-window's SKIP_WAITING message) or the next cold start.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const KEPT_PAGE = '/home';

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const waitUntil = (work: Promise<unknown>) => event.waitUntil(work);
  if (request.mode === 'navigate') {
    event.respondWith(
      answerPage(request, {
        fetch: (r) => fetch(r),
        releasePage: () => matchPrecache(RELEASE_PAGE),
        keptPage: {
          match: async () => ((await caches.has(pageCache)) ? (await caches.open(pageCache)).match(KEPT_PAGE) : undefined),
          put: async (page) => (await caches.open(pageCache)).put(KEPT_PAGE, page),
        },
        ofThisRelease: (file) => getCacheKeyForURL(file) !== undefined,
        waitUntil,
      }),
    );
    return;
  }
  if (request.method === 'GET' && request.url.startsWith(apiBase) && request.headers.has('Authorization')) {
    event.respondWith(answerCustomerData(request, { caches: self.caches, fetch: (r) => fetch(r), now: Date.now, waitUntil }));
  }
});
