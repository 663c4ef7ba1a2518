// Whether the field's element (the embed script's selector) and the lab's (Lighthouse's node selector) are
// the same element. The two are written differently:
//   embed script: `html>body>main>img.hero.wide` (up to the nearest id, `#id` alone; every class, sorted)
//   Lighthouse:   `body > main > img.hero`       (at most 4 levels below html; `tag#id` or the first class)
// Both are parsed into levels and compared from the element upwards. "same" only when every level both
// name agrees and the chain is anchored (an id, or both reaching body); "different" when a level
// disagrees; otherwise "unsure" (a tag-only selector from the site's never-recorded rule, too few levels).

export type ElementVerdict = 'same' | 'different' | 'unsure';

interface Level {
  tag: string | null;
  id: string | null;
  classes: string[];
}

/** `img.hero.wide`, `#main`, `div#main`, `div.a` → a level; null for what neither writer produces. */
function levelOf(part: string): Level | null {
  const match = /^([a-z][a-z0-9-]*)?(?:#([^.#\s>]+))?((?:\.[^.#\s>]+)*)$/i.exec(part.trim());
  if (!match || (!match[1] && !match[2])) return null;
  return {
    tag: match[1]?.toLowerCase() ?? null,
    id: match[2] ?? null,
    classes: match[3] ? match[3].slice(1).split('.') : [],
  };
}

/** The levels of a selector, the element first; null when it is not a plain child chain. */
export function levelsOf(selector: string): Level[] | null {
  const levels = selector.split('>').map(levelOf);
  if (levels.some((level) => level === null)) return null;
  return (levels as Level[]).filter((level) => level.tag !== 'html').reverse();
}

/** Whether two levels can be one element: ids agree, tags agree, the lab's one class is among the field's. */
function sameLevel(field: Level, lab: Level): boolean {
  if (field.id || lab.id) return field.id === lab.id;
  if (field.tag && lab.tag && field.tag !== lab.tag) return false;
  if (lab.classes.length === 0) return field.classes.length === 0;
  return lab.classes.every((name) => field.classes.includes(name));
}

/** The verdict for one field selector against the lab's node selector. */
export function compareElements(fieldSelector: string, labSelector: string): ElementVerdict {
  const field = levelsOf(fieldSelector);
  const lab = levelsOf(labSelector);
  if (!field || !lab || field.length === 0 || lab.length === 0) return 'unsure';
  // A tag alone is what the embed script sends for a never-recorded element: only its tag can differ.
  const bare = field.length === 1 && !field[0]!.id && field[0]!.classes.length === 0;
  if (bare) return field[0]!.tag === lab[0]!.tag ? 'unsure' : 'different';
  const depth = Math.min(field.length, lab.length);
  for (let i = 0; i < depth; i += 1) if (!sameLevel(field[i]!, lab[i]!)) return 'different';
  // A tag alone at the element (a never-recorded element, or an element with neither id nor class)
  // could be any of its kind: "same" needs the chain to reach an id or body on both sides.
  const compared = field.slice(0, depth);
  const anchored =
    compared.some((level) => level.id) ||
    (field[depth - 1]?.tag === 'body' && lab[depth - 1]?.tag === 'body');
  const leaf = field[0]!;
  const named = Boolean(leaf.id || leaf.classes.length > 0);
  // Lighthouse stops at four levels: four that agree, ending in a named element, are taken as anchored.
  if (named && depth >= 4) return 'same';
  return anchored && (named || depth === field.length) ? 'same' : 'unsure';
}
