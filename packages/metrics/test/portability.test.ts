import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The package runs in browsers (every remote) and in Node (bff, jobs): its source may use neither the
// DOM nor Node's own API, and needs nothing but the language and Intl.
const SRC = join(import.meta.dirname, '..', 'src');
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

const FORBIDDEN = [
  /from ['"]node:/,
  /\brequire\(/,
  /\bprocess\.\w/,
  /\bBuffer\b/,
  /\bwindow\.\w/,
  /\bdocument\.\w/,
  /\bnavigator\.\w/,
  /\blocalStorage\b/,
];

describe('source portability', () => {
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s uses no DOM and no Node-only API', (file) => {
    const code = readFileSync(join(SRC, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    for (const pattern of FORBIDDEN) expect([file, pattern.test(code)]).toEqual([file, false]);
  });

  it.each(files)('%s imports only files of this package', (file) => {
    const imports = [...readFileSync(join(SRC, file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const specifier of imports) expect(specifier).toMatch(/^\.\.?\//);
  });
});
