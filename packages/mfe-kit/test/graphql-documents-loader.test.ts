// The build-time loader that puts each `graphql()` document where it is used, as compact query text:
// run on a throwaway app folder with a generated file in each documentMode the apps use.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

type Loader = (
  this: { rootContext: string; resourcePath: string; addDependency(file: string): void },
  source: string,
) => string;
const loader = createRequire(import.meta.url)('../rspack/graphql-documents-loader.cjs') as Loader;

const QUERY = 'query TeamSites($teamId: ID!) { team(teamId: $teamId) { id sites { id name } } }';
const COMPACT = 'query TeamSites($teamId:ID!){team(teamId:$teamId){id sites{id name}}}';
const DOCUMENT_NODE = JSON.stringify({
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamSites' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sites' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
});

/** An app folder whose generated file holds TeamSitesDocument as `generated` writes it. */
function appWith(generated: string): string {
  const root = mkdtempSync(join(tmpdir(), 'documents-loader-'));
  mkdirSync(join(root, 'src/graphql/generated'), { recursive: true });
  writeFileSync(join(root, 'src/graphql/generated/graphql.ts'), generated);
  return root;
}

function load(root: string, source: string): string {
  return loader.call(
    { rootContext: root, resourcePath: join(root, 'src/screen.ts'), addDependency: () => undefined },
    source,
  );
}

const screen = (query: string) =>
  `import { graphql } from '../graphql/generated';\nexport const SITES = graphql(\`\n  ${query}\n\`);\n`;

describe('graphql documents loader', () => {
  test("a remote's DocumentNode becomes its compact text, and the table's import goes", () => {
    const root = appWith(
      `export const TeamSitesDocument = ${DOCUMENT_NODE} as unknown as DocumentNode<TeamSitesQuery, TeamSitesQueryVariables>;\n`,
    );
    expect(load(root, screen(QUERY))).toBe(`export const SITES = (${JSON.stringify(COMPACT)});\n`);
  });

  test("the shell's TypedDocumentString becomes its compact text", () => {
    const root = appWith(
      `export const TeamSitesDocument = new TypedDocumentString(\`\n    ${QUERY}\n    \`) as unknown as TypedDocumentString<TeamSitesQuery, TeamSitesQueryVariables>;\n`,
    );
    expect(load(root, screen(QUERY))).toBe(`export const SITES = (${JSON.stringify(COMPACT)});\n`);
  });

  test('a document the generator has not written stays a graphql() call, with its import', () => {
    const root = appWith(
      'export const OtherDocument = new TypedDocumentString(`query Other { a }`) as unknown as X;\n',
    );
    expect(load(root, screen(QUERY))).toBe(screen(QUERY));
  });
});
