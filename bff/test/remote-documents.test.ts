// Every GraphQL document a remote sends (the exports of mfe-*/src/graphql/*.ts) must validate against this
// schema and stay within the request limits, as the remote's client sends it (urql adds __typename to
// every selection): a renamed field or a list query over the cost limit fails here, not in a browser.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatDocument } from '@urql/core';
import { type DocumentNode, Kind, parse, print, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { limitRules } from '../src/kernel/graphql-limits.ts';
import { createSchema } from '../src/kernel/schema.ts';

const root = join(import.meta.dirname, '..', '..');
const schema = createSchema();

function isOperation(value: unknown): value is DocumentNode {
  if (!value || typeof value !== 'object' || !('definitions' in value)) return false;
  return (value as DocumentNode).definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
}

const documents: { name: string; document: DocumentNode }[] = [];
for (const remote of readdirSync(root).filter((name) => name.startsWith('mfe-'))) {
  const folder = join(root, remote, 'src', 'graphql');
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  } catch {
    continue; // a remote without documents yet
  }
  for (const file of files) {
    const module = (await import(pathToFileURL(join(folder, file)).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (isOperation(value)) documents.push({ name: `${remote}/${file} ${exported}`, document: value });
    }
  }
}

describe('GraphQL documents of the remotes', () => {
  it('finds the documents', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(documents)('$name is valid and within the limits', ({ document }) => {
    const sent = parse(print(formatDocument(document) as DocumentNode));
    const errors = validate(schema, sent, [...specifiedRules, ...limitRules]);
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
