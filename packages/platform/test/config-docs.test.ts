// The product documentation's list of configuration variables (docs/configuration.md, shown at /docs)
// is held to the schema that validates them: a variable added, renamed or removed in one and not the
// other fails here, so the page cannot drift.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { envSchema } from '../src/config-environment.ts';

const page = readFileSync(join(REPO_ROOT, 'docs', 'configuration.md'), 'utf8');
/** The first cell of each row of the page's table: `| \`NAME\` | default | meaning |`. */
const documented = [...page.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);

describe('docs/configuration.md', () => {
  test('documents every variable of the configuration schema, once, and no other', () => {
    const inSchema = Object.keys(envSchema.shape).sort();
    expect([...documented].sort()).toEqual(inSchema);
    expect(new Set(documented).size).toBe(documented.length);
  });

  test('gives each a default and a meaning', () => {
    for (const row of page.split('\n').filter((line) => /^\| `[A-Z0-9_]+` \|/.test(line))) {
      const cells = row.split(' | ').map((cell) => cell.replace(/^\| |\|$/g, '').trim());
      expect(cells.length, row).toBeGreaterThanOrEqual(3);
      expect(
        cells.slice(1).every((cell) => cell.length > 0),
        row,
      ).toBe(true);
    }
  });
});
