// Yielding to the browser before heavy work that follows an input: the input's own feedback (a menu
// closing, a select showing its new choice) is painted first, and the work (a route change, a screen
// re-rendering with new variables) runs in a task of its own. Interaction to Next Paint measures the
// time until that first paint, which is what a person sees respond.

/** Runs `work` after the next frame has been painted. */
export function afterNextPaint(work: () => void): void {
  // requestAnimationFrame runs just before the paint; a task queued from it runs after.
  requestAnimationFrame(() => {
    setTimeout(work, 0);
  });
}
