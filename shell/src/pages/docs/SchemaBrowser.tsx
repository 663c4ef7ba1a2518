import { useDeferredValue, useMemo, useState } from 'react';
import schema from '../../../../bff/schema.graphql?raw';

/** The bff's schema file, as written by its codegen (the same file the shell's types come from). */
export const SCHEMA: string = schema;

import styles from './DocsPage.module.css';

interface Definition {
  kind: string;
  name: string;
  text: string;
}

const DEFINITION = /^(type|input|enum|interface|union|scalar|schema|extend type)\b\s*(\w+)?/;

/** Where the description ("""...""", at the start of its lines) right above line `index` begins. */
function descriptionStart(lines: string[], index: number): number {
  const above = lines[index - 1];
  if (!above?.endsWith('"""')) return index;
  if (above.startsWith('"""') && above.length > 3) return index - 1; // """One line."""
  let first = index - 2;
  while (first > 0 && !lines[first]?.startsWith('"""')) first--;
  return Math.max(first, 0);
}

/** The last line of the definition starting at `index`: its closing brace, or itself (a scalar). */
function definitionEnd(lines: string[], index: number): number {
  if (!lines[index]?.includes('{')) return index;
  let last = index;
  while (last < lines.length - 1 && !lines[last]?.startsWith('}')) last++;
  return last;
}

/** The schema's top-level definitions (type, input, enum, ...), each with its description above it. */
export function definitionsOf(sdl: string): Definition[] {
  const lines = sdl.split('\n');
  return lines.flatMap((line, index) => {
    const match = DEFINITION.exec(line);
    if (!match) return [];
    const text = lines.slice(descriptionStart(lines, index), definitionEnd(lines, index) + 1).join('\n');
    return [{ kind: match[1] ?? '', name: match[2] ?? match[1] ?? '', text }];
  });
}

/** The API's schema, browsable: every definition by name, filtered by what is typed. */
export function SchemaBrowser() {
  const definitions = useMemo(() => definitionsOf(SCHEMA), []);
  const [query, setQuery] = useState('');
  const filter = useDeferredValue(query.trim().toLowerCase());
  const shown = filter
    ? definitions.filter((definition) => definition.text.toLowerCase().includes(filter))
    : definitions;
  return (
    <>
      <h1>GraphQL schema</h1>
      <p>
        Every type of <code>POST /graphql</code>, with its descriptions. Queries start at <code>Query</code>,
        changes at <code>Mutation</code>.
      </p>
      <label className={styles.filter}>
        <span>Filter types and fields</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <p className={styles.count} aria-live="polite">
        {shown.length} of {definitions.length} definitions
      </p>
      {shown.map((definition) => (
        <details
          key={definition.name}
          id={definition.name}
          className={styles.definition}
          open={shown.length <= 3}
        >
          <summary>
            <span className={styles.kind}>{definition.kind}</span> {definition.name}
          </summary>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a definition wider than the page scrolls; the keyboard must reach it (axe: scrollable-region-focusable) */}
          <pre tabIndex={0}>
            <code>{definition.text}</code>
          </pre>
        </details>
      ))}
    </>
  );
}
