// While a menu or the search modal is open, the page behind it is `inert`: nothing there can be focused
// or clicked, and screen readers skip it. Radix also marks it aria-hidden; without inert, focusable
// elements would sit inside aria-hidden content (axe: aria-hidden-focus).
// Making the page inert restyles all of it (about 30 ms under a 4x CPU slowdown), so it waits until the
// menu or modal has painted: the interaction that opens it answers first (INP, issue 23). Focus is in
// the menu by then. Leaving is at once: focus goes back to the page, which must not be inert any more.
import { useLayoutEffect } from 'react';

export function useInertPage(active: boolean): void {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!active || !root) return;
    let timer: number | undefined;
    // requestAnimationFrame runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        root.inert = true;
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      root.inert = false;
    };
  }, [active]);
}
