// bff/schema.graphql is what the code generators read: it must be the schema the bff serves, or the
// generated resolver and operation types would describe another API. `npm run codegen` rewrites it.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { SCHEMA_FILE, schemaSdl } from '../src/cli/print-schema.ts';

test('bff/schema.graphql is the schema the bff serves (run `npm run codegen` after a schema change)', () => {
  expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(schemaSdl());
});
