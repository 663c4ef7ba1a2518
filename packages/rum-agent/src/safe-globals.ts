// Injected into the bundle by esbuild (`inject`): every reference to these globals in the agent AND in
// web-vitals resolves to the guarded versions below, so a callback that throws — say, because a page
// replaced PerformanceObserver with a broken shim — is swallowed here instead of reaching window.onerror.
// Only the bundle uses this file; the agent's source is written against the real globals.
import { guard } from './guard.ts';

// The real globals, typed as the browser's (Node's types would make timers return objects).
const g = globalThis as unknown as Window & { PerformanceObserver: typeof globalThis.PerformanceObserver };
// The same wrapper for the same listener, so that removeEventListener finds it. (Neither web-vitals nor the
// agent passes listener objects, only functions.)
const guarded = new WeakMap<EventListener, EventListener>();

function addEventListener(
  type: string,
  listener: EventListener,
  options?: boolean | AddEventListenerOptions,
): void {
  let wrapped = guarded.get(listener);
  if (!wrapped) {
    wrapped = guard(listener) as EventListener;
    guarded.set(listener, wrapped);
  }
  g.addEventListener(type, wrapped, options);
}

function removeEventListener(
  type: string,
  listener: EventListener,
  options?: boolean | EventListenerOptions,
): void {
  g.removeEventListener(type, guarded.get(listener) || listener, options);
}

function setTimeout(callback: () => void, delay?: number): number {
  return g.setTimeout(guard(callback), delay);
}

function queueMicrotask(callback: () => void): void {
  g.queueMicrotask(guard(callback));
}

function requestAnimationFrame(callback: FrameRequestCallback): number {
  return g.requestAnimationFrame(guard(callback));
}

// `new PerformanceObserver(cb)` returns the browser's own observer, built around the guarded callback.
function PerformanceObserver(callback: PerformanceObserverCallback): PerformanceObserver {
  return new g.PerformanceObserver(guard(callback));
}
Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {
  get: () => g.PerformanceObserver.supportedEntryTypes,
});

export {
  addEventListener,
  PerformanceObserver,
  queueMicrotask,
  removeEventListener,
  requestAnimationFrame,
  setTimeout,
};

// web-vitals reads `globalThis.requestIdleCallback`; the build's `define` points that name here.
export const guardedRequestIdleCallback =
  g.requestIdleCallback &&
  ((callback: IdleRequestCallback, options?: IdleRequestOptions): number =>
    g.requestIdleCallback(guard(callback), options));
