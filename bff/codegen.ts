// GraphQL Code Generator: resolver types for the bff from the served schema (schema.graphql, written by
// src/cli/print-schema.ts). `npm run codegen -w @pace/bff` (the root `npm run codegen` runs it after
// printing the schema). Areas type their resolver maps with `Resolvers` from src/kernel/generated/.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'src/kernel/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GraphQLContext',
        // Parents that are not the GraphQL type itself: the rows and values the services return.
        mappers: {
          ChangelogEntry: '@pace/platform/db#ChangelogEntry as ChangelogEntryRow',
          Health: '../../system/health.ts#HealthReport',
        },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;
