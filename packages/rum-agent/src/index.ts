// The RUM embed script. It measures one page view (or several: a back/forward cache restore starts a new
// one) and sends its beacon when the page is hidden. Everything runs under guard(): in a browser that
// lacks what it needs, or when something throws, the agent does nothing and the host page never notices.
import { readConfig } from './config.ts';
import { guard } from './guard.ts';
import { onRestore, readNavigation } from './instrumentations/navigation/index.ts';
import { observeWebVitals } from './instrumentations/web-vitals/index.ts';
import { createPageView } from './page-view.ts';
import { createTransport } from './transport/index.ts';

function supported(): boolean {
  // Read through globalThis: in the bundle, the bare names are the guarded wrappers (safe-globals.ts).
  const g = globalThis as Partial<typeof globalThis>;
  return !!(
    // web-vitals calls Array.prototype.at (Chrome 92, Firefox 90, Safari 15.4): older browsers sit it out.
    'at' in Array.prototype &&
    g.PerformanceObserver?.supportedEntryTypes &&
    g.performance?.getEntriesByType &&
    g.crypto?.getRandomValues &&
    g.Blob &&
    (g.fetch || g.navigator?.sendBeacon) &&
    document.visibilityState
  );
}

function start(): void {
  if (!supported()) return;
  const config = readConfig();
  // One sampling decision per document load; restored page views follow it.
  if (!config || !(Math.random() * 100 < config.sampleRate)) return;

  const send = createTransport(config.endpoint);
  const open = (restored: boolean) =>
    createPageView(config.siteKey, config.sampleRate, readNavigation(restored), send);
  let view = open(false);

  onRestore(() => {
    view.flush();
    view = open(true);
  });

  observeWebVitals((name, value) => {
    view.record(name, value);
    // A metric that settles while the page is hidden and its beacon gone (it was hidden while loading,
    // or web-vitals finished after our listener ran) goes in a follow-up at once: no hide event may come.
    if (view.sent && document.visibilityState === 'hidden') queueMicrotask(() => view.flush());
  });

  // The page going away: hidden first (switching tabs, minimising), or unloaded (leaving, closing), which
  // fires pagehide and then, per the HTML spec, visibilitychange. We listen on window in the bubbling phase:
  // web-vitals listens in the capturing phase, so by now it has reported the final CLS, INP and LCP.
  // A prerendered page that is thrown away unseen was never a page view: it sends nothing.
  const hidden = () =>
    document.visibilityState === 'hidden' &&
    !(document as { prerendering?: boolean }).prerendering &&
    view.flush();
  addEventListener('visibilitychange', hidden);
  // A pagehide while still visible is followed by that visibilitychange, which carries the final values:
  // waiting for it keeps the page view to one beacon. A pagehide while hidden flushes what is left.
  addEventListener('pagehide', hidden);
}

guard(start)();
