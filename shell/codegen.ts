// The remotes' codegen config (@pace/mfe-kit/codegen) with one difference: documents are generated as
// typed strings (`documentMode: 'string'`), not parsed DocumentNode objects. The chrome sends its
// queries with plain fetch (src/chrome/data/request.ts), outside urql, in the first screen's budget:
// a string costs nothing to send and needs no GraphQL printer.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { clientCodegen } from '@pace/mfe-kit/codegen';

type OutputConfig = { config?: Record<string, unknown> } & Record<string, unknown>;

const base = clientCodegen();
const output = base.generates['src/graphql/generated/'] as OutputConfig;

const config: CodegenConfig = {
  ...base,
  generates: {
    'src/graphql/generated/': { ...output, config: { ...output.config, documentMode: 'string' } },
  },
};

export default config;
