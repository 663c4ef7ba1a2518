// Keeps the layout list in bff/README.md in step with the folders of bff/src.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** Every folder under src/, as `src/a/b/`; generated code is left out. */
function folders(dir = join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return [`${relative(ROOT, path)}/`, ...folders(path)];
    });
}

test('the README lists every folder of src/, and no folder that does not exist', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = /<!-- layout:start -->\n([\s\S]*?)<!-- layout:end -->/.exec(readme)?.[1];
  expect(section).toBeDefined();
  const listed = section!
    .split('\n')
    .map((line) => /^(src\/\S*\/)\s+\S/.exec(line)?.[1])
    .filter((folder): folder is string => folder !== undefined);
  expect([...listed].sort()).toEqual(folders().sort());
});
