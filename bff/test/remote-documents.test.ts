// Every GraphQL document a remote sends (what it publishes as `@pace/mfe-*/documents`: the modules of its
// src/graphql/) must validate against this schema and stay within the request limits, as the remote's
// client sends it (urql adds __typename to every selection): a renamed field or a list query over the
// cost limit fails here, not in a browser.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as billing from '@pace/mfe-billing/documents';
import * as crux from '@pace/mfe-crux/documents';
import * as rum from '@pace/mfe-rum/documents';
import * as settings from '@pace/mfe-settings/documents';
import * as synthetic from '@pace/mfe-synthetic/documents';
import { formatDocument } from '@urql/core';
import { type DocumentNode, Kind, parse, print, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIMITS, limitRules } from '../src/kernel/graphql-limits.ts';
import { createSchema } from '../src/kernel/schema.ts';

const root = join(import.meta.dirname, '..', '..');
const schema = createSchema();

/** Each remote's published documents: a namespace per module of its src/graphql/. */
const published: Record<string, Record<string, Record<string, unknown>>> = {
  'mfe-billing': billing,
  'mfe-crux': crux,
  'mfe-rum': rum,
  'mfe-settings': settings,
  'mfe-synthetic': synthetic,
};

function isOperation(value: unknown): value is DocumentNode {
  if (!value || typeof value !== 'object' || !('definitions' in value)) return false;
  return (value as DocumentNode).definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
}

const documents: { name: string; document: DocumentNode }[] = [];
for (const [remote, modules] of Object.entries(published)) {
  for (const [file, module] of Object.entries(modules)) {
    for (const [exported, value] of Object.entries(module)) {
      if (isOperation(value)) documents.push({ name: `${remote}/${file}.ts ${exported}`, document: value });
    }
  }
}

describe('GraphQL documents of the remotes', () => {
  it('finds the documents', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  // What is published is what the remotes send: every remote with a src/graphql/ folder publishes every
  // module of it (the folder is only listed here, never imported).
  it('reads every remote and every module of its src/graphql/', () => {
    const remotes = readdirSync(root).filter(
      (name) => name.startsWith('mfe-') && existsSync(join(root, name, 'src', 'graphql')),
    );
    expect(Object.keys(published).sort()).toEqual(remotes.sort());
    for (const remote of remotes) {
      const modules = readdirSync(join(root, remote, 'src', 'graphql'))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
        .map((file) => file.slice(0, -'.ts'.length));
      expect([remote, Object.keys(published[remote]!).sort()]).toEqual([remote, modules.sort()]);
    }
  });

  it.each(documents)('$name is valid and within the limits', ({ document }) => {
    const sent = parse(print(formatDocument(document) as DocumentNode), { maxTokens: LIMITS.tokens });
    const errors = validate(schema, sent, [...specifiedRules, ...limitRules]);
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
