// A short CSS selector for an element of the page, the way web-vitals' attribution build writes them
// (`#id` where an id exists, else tag and sorted classes, joined with `>` up to the nearest id): readable
// in a breakdown, and the same strings our earlier beacons carried. An element inside what the site's
// never-recorded selectors match (data-private) is named by its tag alone: neither its ids and classes nor
// those of its ancestors leave the page.

/** Selectors stop growing at this length (web-vitals' limit), well within MAX_TARGET_LENGTH (200). */
const MAX_SELECTOR_LENGTH = 100;

/** The site's never-recorded selectors, as one selector list ('' for none). */
let hidden = '';
export const hideElements = (selectors: string): void => {
  hidden = selectors;
};

/**
 * The selector of `node` (a text node counts as its parent element); `fallback` for a node outside an
 * element (one removed from the page, named by what the browser kept of it), unless elements are hidden:
 * then nothing, since the fallback cannot be checked against the never-recorded selectors.
 */
export function selectorOf(node: Node | null | undefined, fallback?: string): string | undefined {
  let selector = '';
  let element = node && node.nodeType !== 1 ? node.parentElement : (node as Element | null | undefined);
  if (!element) return hidden ? undefined : fallback;
  // Inside an element the never-recorded selectors match; a selector this browser cannot read hides too.
  if (hidden)
    try {
      if (element.closest(hidden)) return element.nodeName.toLowerCase();
    } catch {
      return element.nodeName.toLowerCase();
    }
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
  return selector;
}
