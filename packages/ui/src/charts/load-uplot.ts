// uPlot is loaded with the first chart that needs it, never with the shell: a dynamic import becomes its
// own chunk, fetched when a screen with a chart mounts. A failed load is forgotten so the next try refetches.
import type uPlot from 'uplot';

let loading: Promise<typeof uPlot> | null = null;

export function loadUPlot(): Promise<typeof uPlot> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
