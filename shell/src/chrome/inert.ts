// While a menu or the search modal is open, the page behind it is `inert`: nothing there can be focused
// or clicked, and screen readers skip it. Radix also marks it aria-hidden; without inert, focusable
// elements would sit inside aria-hidden content (axe: aria-hidden-focus).
import { useLayoutEffect } from 'react';

export function useInertPage(active: boolean): void {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!active || !root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [active]);
}
