// Writes the GraphQL schema the bff serves, as SDL, to bff/schema.graphql: the one file the code
// generators read (resolver types in the bff, operation types in the shell and every remote). A test
// fails when the file is stale; `npm run codegen` at the root writes it and then every generated type.
import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { createSchema } from '../kernel/schema.ts';

export const SCHEMA_FILE = new URL('../../schema.graphql', import.meta.url);

export const schemaSdl = () => `${printSchema(createSchema())}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SCHEMA_FILE, schemaSdl());
  process.stdout.write('Wrote bff/schema.graphql\n');
}
