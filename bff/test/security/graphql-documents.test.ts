// The hostile documents of tests/security/graphql-documents.json, sent unauthenticated to the real
// /graphql in both modes: each stops at its stage with its error, or is answered, and the work the server
// did checking it (nodes visited by validation, selections by cost analysis) stays within its bound.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { metrics } from '@pace/platform/metrics';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MODES, startTestApp, type TestApp } from '../support.ts';

interface HostileDocument {
  name: string;
  query?: string;
  repeat?: { before: string; unit: string; times: number; after: string };
  fanOut?: { levels: number; spreads: number; leaf: string };
  introspection?: boolean;
  operationName?: string;
  stage: 'parse' | 'shape' | 'rules' | 'cost' | 'answered';
  refusedWith?: string;
  maxWork: number;
}

const corpus = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/graphql-documents.json'), 'utf8'),
) as { documents: HostileDocument[] };

function documentText(document: HostileDocument): string {
  if (document.query) return document.query;
  if (document.introspection) return getIntrospectionQuery();
  if (document.repeat) {
    const { before, unit, times, after } = document.repeat;
    const units = Array.from({ length: times }, (_, i) => unit.replaceAll('{i}', String(i)));
    return before + units.join('') + after;
  }
  const { levels, spreads, leaf } = document.fanOut!;
  const fragments = [`fragment F0 on Query { ${leaf} }`];
  for (let level = 1; level <= levels; level++) {
    fragments.push(`fragment F${level} on Query { ${`...F${level - 1} `.repeat(spreads)}}`);
  }
  return `${fragments.join('\n')}\nquery { ...F${levels} }`;
}

async function work(stage: 'validation' | 'cost'): Promise<number> {
  const { values } = await metrics.graphqlWork.get();
  return values.find((value) => value.labels.stage === stage)?.value ?? 0;
}

describe.each(MODES)('hostile GraphQL documents (%s mode)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode);
  });
  afterAll(async () => {
    await app?.close();
  });

  test.each(corpus.documents)('$name: $stage', async (document) => {
    const before = { validation: await work('validation'), cost: await work('cost') };
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: documentText(document), operationName: document.operationName }),
    });
    const body = await response.json();
    const done = {
      validation: (await work('validation')) - before.validation,
      cost: (await work('cost')) - before.cost,
    };
    if (document.stage === 'answered') {
      expect(body.errors).toBeUndefined();
      expect(response.status).toBe(200);
    } else {
      expect(response.status).toBe(400);
      expect(body.errors[0].message).toMatch(new RegExp(document.refusedWith!));
      const code = document.stage === 'parse' ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED';
      expect(body.errors[0].extensions.code).toBe(code);
    }
    // Each stage runs only on what the one before it let through.
    if (document.stage === 'parse') expect(done.validation).toBe(0);
    else expect(done.validation).toBeGreaterThan(0);
    if (document.stage === 'cost' || document.stage === 'answered') expect(done.cost).toBeGreaterThan(0);
    else expect(done.cost).toBe(0);
    expect(done.validation + done.cost).toBeLessThanOrEqual(document.maxWork);
  });
});
