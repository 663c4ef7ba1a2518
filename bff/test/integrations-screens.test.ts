// The integration screens' GraphQL documents (mfe-settings/src/screens/integrations/queries.ts, outside
// the folders remote-documents.test.ts reads) validate against the schema and stay within the limits,
// as urql sends them.
import { formatDocument } from '@urql/core';
import { type DocumentNode, Kind, parse, print, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as queries from '../../mfe-settings/src/screens/integrations/queries.ts';
import { limitRules } from '../src/kernel/graphql-limits.ts';
import { createSchema } from '../src/kernel/schema.ts';

const schema = createSchema();
const documents = Object.entries(queries)
  .filter(([, value]) =>
    (value as DocumentNode)?.definitions?.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
  )
  .map(([name, value]) => ({ name, document: value as DocumentNode }));

describe('integration screens documents', () => {
  it('finds them', () => expect(documents.length).toBe(9));

  it.each(documents)('$name is valid and within the limits', ({ document }) => {
    const sent = parse(print(formatDocument(document) as DocumentNode));
    expect(validate(schema, sent, [...specifiedRules, ...limitRules]).map((error) => error.message)).toEqual(
      [],
    );
  });
});
