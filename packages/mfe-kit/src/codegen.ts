// The GraphQL Code Generator config of the shell and of every remote (`codegen.ts` in each workspace):
// the client preset over the bff's schema as SDL, reading the workspace's `graphql()` documents and
// writing typed documents to `src/graphql/generated/` (committed; `npm run codegen:check -w <name>` fails
// when they are stale).
import type { CodegenConfig } from '@graphql-codegen/cli';

export function clientCodegen(): CodegenConfig {
  return {
    schema: '../bff/schema.graphql',
    documents: ['src/**/*.{ts,tsx}', '!src/graphql/generated/**'],
    ignoreNoDocuments: false,
    generates: {
      'src/graphql/generated/': {
        preset: 'client',
        // Result types are read with ResultOf<typeof Document>; fragments are plain selections.
        presetConfig: { fragmentMasking: false },
        config: {
          // DocumentNode objects: urql takes them as they are (TypedDocumentNode gives useQuery its
          // types), and the bff's tests validate every exported document of src/graphql/*.ts.
          documentMode: 'documentNode',
          useTypeImports: true,
          enumsAsTypes: true,
          skipTypename: true,
          // The bff writes DateTime as Date#toISOString() does: the remotes receive (and send) strings.
          scalars: { DateTime: 'string' },
        },
      },
    },
  };
}
