// GraphQL Code Generator for the CLI: the client preset over the bff's schema as SDL, as the shell and the
// remotes have it (@pace/mfe-kit/codegen), but with documents as typed strings: the CLI posts the query
// text with fetch and has no GraphQL client. Written to src/graphql/generated/ (committed; `npm run
// codegen:check -w @pace/cli` fails when it is stale).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../../bff/schema.graphql',
  documents: ['src/graphql/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        // The bff writes DateTime as Date#toISOString() does: the CLI reads strings.
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
