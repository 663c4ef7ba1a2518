// The shell's service worker (served at /sw.js). It keeps the shell's content-hashed files (/assets/*)
// in a cache: precached when a new build's worker installs, then served from the cache before the
// network, since a hashed file never changes. Pages, the API and remotes always go to the network.

// The build replaces this with the list of the shell's hashed files (see ./precache-plugin.mjs).
declare const __PACE_PRECACHE__: string[];

// The few service-worker types used here (the project's TypeScript library is the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_NAME = 'pace-shell-assets';
const PRECACHE = __PACE_PRECACHE__;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => worker.skipWaiting()),
  );
});

// The files of earlier builds go once this build's worker takes over.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set(PRECACHE.map((path) => new URL(path, worker.location.origin).href));
      const cache = await caches.open(CACHE_NAME);
      for (const request of await cache.keys()) {
        if (!keep.has(request.url)) await cache.delete(request);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (
    request.method !== 'GET' ||
    url.origin !== worker.location.origin ||
    !url.pathname.startsWith('/assets/')
  )
    return;
  event.respondWith(cacheFirst(request));
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
