// The hostile cases kept as data under tests/security/, read by the tests that run them against the bff.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '..', '..', '..', 'tests', 'security');

/** One corpus file of tests/security/, parsed. */
export function corpus<T>(name: string): T {
  return JSON.parse(readFileSync(join(folder, `${name}.json`), 'utf8')) as T;
}
