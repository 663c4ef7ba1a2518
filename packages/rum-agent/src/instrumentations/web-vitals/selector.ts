// A short CSS selector for an element of the page, the way web-vitals' attribution build writes them
// (`#id` where an id exists, else tag and sorted classes, joined with `>` up to the nearest id): readable
// in a breakdown, and the same strings our earlier beacons carried.
import { MAX_TARGET_LENGTH } from '../../beacon-limits.ts';

/** Selectors stop growing at this length (web-vitals' limit), well within MAX_TARGET_LENGTH. */
const MAX_SELECTOR_LENGTH = Math.min(100, MAX_TARGET_LENGTH);

/** The selector of `node` (a text node counts as its parent element); none for a node outside an element. */
export function selectorOf(node: Node | null | undefined): string | undefined {
  let selector = '';
  let element = node && node.nodeType !== 1 ? node.parentElement : (node as Element | null | undefined);
  while (element) {
    const part = element.id
      ? `#${element.id}`
      : [element.nodeName.toLowerCase(), ...Array.from(element.classList).sort()].join('.');
    if (selector.length + part.length >= MAX_SELECTOR_LENGTH)
      return selector || part.slice(0, MAX_SELECTOR_LENGTH);
    selector = selector ? `${part}>${selector}` : part;
    if (element.id) break;
    element = element.parentElement;
  }
  return selector || undefined;
}
