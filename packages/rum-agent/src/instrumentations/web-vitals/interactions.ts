// What INP attribution needs that web-vitals' standard build does not keep: for each of the longest
// interactions, the processing end of every event painted in its slowest frame (a click's pointerup and
// click handlers run in the same frame, but web-vitals reports only the events of the longest duration)
// and its target, read when the event is observed, while the element is still in the page. The same
// grouping rule as web-vitals' attribution build: events whose paints are within 8 ms share a frame.
import { selectorOf } from './selector.ts';

export interface Interaction {
  duration: number;
  /** When its slowest frame was presented. */
  renderTime: number;
  /** The latest processing end among its events presented in that frame. */
  processingEnd: number;
  target: string | undefined;
}

/** web-vitals keeps the ten longest interactions as INP candidates; so do we. */
const KEPT = 10;
const SAME_FRAME_MS = 8;

/** An element removed by its own handler has no target any more; newer Chromes keep its selector. */
const targetOf = (entry: PerformanceEventTiming) =>
  selectorOf(entry.target, (entry as { targetSelector?: string }).targetSelector || undefined);

export function observeInteractions(): (interactionId: number) => Interaction | undefined {
  const interactions = new Map<number, Interaction>();
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceEventTiming[]) {
      const id = entry.interactionId;
      if (!id) continue;
      const renderTime = entry.startTime + entry.duration;
      const known = interactions.get(id);
      if (known && Math.abs(renderTime - known.renderTime) <= SAME_FRAME_MS) {
        known.processingEnd = Math.max(known.processingEnd, entry.processingEnd);
        known.duration = Math.max(known.duration, entry.duration);
        known.target = known.target || targetOf(entry);
      } else if (!known || entry.duration > known.duration) {
        const { processingEnd, duration } = entry;
        interactions.set(id, {
          duration,
          renderTime,
          processingEnd,
          target: (known && known.target) || targetOf(entry),
        });
        if (interactions.size > KEPT) {
          let shortest = id;
          for (const [other, { duration: d }] of interactions)
            if (d < interactions.get(shortest)!.duration) shortest = other;
          interactions.delete(shortest);
        }
      }
    }
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'event', buffered: true, durationThreshold: 40 } as PerformanceObserverInit);
  return (interactionId) => {
    // When the page is hidden, web-vitals reports at once, maybe before this observer's callback ran.
    add(observer.takeRecords());
    return interactions.get(interactionId);
  };
}
