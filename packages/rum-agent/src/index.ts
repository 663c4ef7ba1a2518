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
  // Read through globalThis: in the bundle, the bare names are the guarded wrappers (safe-globals.ts). An
  // object that is missing altogether throws here, inside start's guard: the agent does nothing, as when
  // this is false (and the bundle is smaller without optional chaining, which ES2019 spells out).
  const g = globalThis as Partial<typeof globalThis>;
  const maybe = <T>(object: T) => object as Partial<T>;
  return !!(
    // web-vitals calls Array.prototype.at (Chrome 92, Firefox 90, Safari 15.4): older browsers sit it out.
    'at' in [] &&
    g.PerformanceObserver!.supportedEntryTypes &&
    maybe(performance).getEntriesByType &&
    maybe(crypto).getRandomValues &&
    g.Blob &&
    (g.fetch || maybe(navigator).sendBeacon) &&
    document.visibilityState
  );
}

/** The page's command function; before the script loads, the embed code's stub queues calls in `q`. */
type Pace = ((command: string) => void) & { q?: ArrayLike<string>[] };

function start(): void {
  if (!supported()) return;
  const config = readConfig();
  // One sampling decision per document load; restored page views follow it.
  if (!config || !(Math.random() * 100 < config.sampleRate)) return;

  // Runs once: a second pace('consent') finds it replaced.
  let measure = () => {
    measure = () => {};
    const send = createTransport(config.endpoint);
    const open = (restored: boolean) =>
      createPageView(config.siteKey, config.sampleRate, readNavigation(restored, config), send);
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
    // fires pagehide and then, per the HTML spec, visibilitychange. We listen on window in the bubbling
    // phase: web-vitals listens in the capturing phase, so by now it has reported the final CLS, INP and
    // LCP. A prerendered page that is thrown away unseen was never a page view: it sends nothing.
    const hidden = () =>
      document.visibilityState === 'hidden' &&
      !(document as { prerendering?: boolean }).prerendering &&
      view.flush();
    addEventListener('visibilitychange', hidden);
    // A pagehide while still visible is followed by that visibilitychange, which carries the final values:
    // waiting for it keeps the page view to one beacon. A pagehide while hidden flushes what is left.
    addEventListener('pagehide', hidden);
  };

  // Consent mode (data-consent): nothing is observed, sent or kept until the page calls pace('consent').
  // The browser's own performance timeline buffers the entries meanwhile, so the page view is still
  // measured from its start once consent comes.
  // Without it, the agent leaves no global behind.
  if (!config.consent) {
    measure();
    return;
  }
  const page = window as unknown as { pace?: Pace };
  const queued = (page.pace && page.pace.q) || [];
  page.pace = guard((command: string) => command === 'consent' && measure());
  for (const call of queued) page.pace(call[0]!);
}

guard(start)();
