// Keeps the route table in shell/README.md in step with the route manifest (@pace/mfe-kit's ROUTES).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, type RouteEntry } from '@pace/mfe-kit';
import { expect, test } from 'vitest';

/** Rows of cells, so the comparison survives the formatter aligning the columns. */
function cells(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

function markdownTable(): string {
  const lines = ['| path | goes to |', '|---|---|'];
  const routes: readonly RouteEntry[] = ROUTES;
  for (const route of routes) {
    if (route.kind === 'remote') {
      lines.push(`| \`${route.path}\` | ${route.remote} \`${route.screen}\` (${route.title}) |`);
    } else if (route.kind === 'redirect') {
      lines.push(`| \`${route.path}\` | redirect to \`${route.to}\` |`);
    } else {
      lines.push(
        `| \`${route.path}\` | shell page: ${route.title}${route.fullReload ? ' (full page load)' : ''}${route.signedIn ? ' (signed in)' : ''} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

test('the README documents the route table as the code defines it', () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const section = /<!-- route-table:start -->\n([\s\S]*?)<!-- route-table:end -->/.exec(readme)?.[1];
  expect(section).toBeDefined();
  expect(cells(section ?? '')).toEqual(cells(markdownTable()));
});
