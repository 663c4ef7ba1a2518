// The operation names the GraphQL metrics label (kernel/graphql-operations.ts) are those the platform's
// own clients send: every named operation of the shell's, the remotes' and the CLI's sources, no more.
// A client that adds an operation adds its name to the list, or its requests count as `other`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationLabel } from '@pace/platform/metrics';
import { describe, expect, it } from 'vitest';
import { CLIENT_OPERATIONS } from '../src/kernel/graphql-operations.ts';

const root = join(import.meta.dirname, '..', '..');
const OPERATION = /\b(?:query|mutation|subscription)\s+([_A-Za-z]\w*)\s*[({]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.(tsx?|graphql)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function clientOperationNames(): string[] {
  const folders = [
    'shell/src',
    'packages/cli/src',
    'packages/mfe-kit/src',
    ...readdirSync(root)
      .filter((name) => name.startsWith('mfe-'))
      .map((name) => `${name}/src`),
  ];
  const names = new Set<string>();
  for (const file of folders.flatMap((folder) => sources(join(root, folder)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(OPERATION)) names.add(match[1]!);
  }
  return [...names].sort();
}

describe('operation names of the GraphQL metrics', () => {
  it('are the named operations the clients send', () => {
    expect([...CLIENT_OPERATIONS].sort()).toEqual(clientOperationNames());
  });

  it('label a client’s name as it is, and any other name as other, however many come', () => {
    expect(operationLabel('ChromeCurrentUser', CLIENT_OPERATIONS)).toBe('ChromeCurrentUser');
    expect(operationLabel(null, CLIENT_OPERATIONS)).toBe('anonymous');
    const labels = new Set(
      Array.from({ length: 500 }, (_, i) => operationLabel(`Junk${i}`, CLIENT_OPERATIONS)),
    );
    expect([...labels]).toEqual(['other']);
  });
});
