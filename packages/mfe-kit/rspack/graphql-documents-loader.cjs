// Puts each GraphQL document where it is used, as the compact query text. An app writes its documents with
// the generated `graphql(`...`)` (typed by GraphQL Code Generator's client preset), which looks them up at
// run time in a table of every operation of the app (`src/graphql/generated/gql.ts` over `graphql.ts`):
// whatever screen used one document carried all of them, and a screen split into its own chunk still
// shared one module holding every document (mfe-settings' sites list carried 12 KB gzip of other screens'
// queries). The preset's own babel optimiser turns calls into imports of `graphql.ts`, which keeps that one
// shared module whole; inlining is what lets chunks part.
// This loader replaces each call with the document the generator wrote for it in `generated/graphql.ts`
// (fragments included) as a string without ignored characters: the text the bff receives anyway, and a
// fraction of the size of the DocumentNode's JSON. urql takes a string as it takes a DocumentNode (it
// parses it once, with the GraphQL parser it carries in any case); the shell's plain fetch sends it as
// it is. The types are the generated ones: this runs after type checking. Calls with `${}` inside, or
// whose document the generator has not written (stale codegen, which `codegen:check` reports), are left
// as they are.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** generated/graphql.ts → its documents as compact string literals by exported name, re-read when it changes. */
const generatedFiles = new Map();
function documentsOf(file) {
  const text = readFileSync(file, 'utf8');
  const cached = generatedFiles.get(file);
  if (cached?.text === text) return cached.documents;
  const { print, stripIgnoredCharacters } = require('graphql');
  const literal = (query) => JSON.stringify(stripIgnoredCharacters(query));
  const documents = new Map();
  // documentMode 'documentNode' (remotes): one line each, `export const XDocument = {json} as unknown as …`.
  for (const match of text.matchAll(/^export const (\w+) = (\{.*\}) as unknown as /gm))
    documents.set(match[1], literal(print(JSON.parse(match[2]))));
  // documentMode 'string' (the shell): `export const XDocument = new TypedDocumentString(`…`) as unknown as …`.
  for (const match of text.matchAll(
    /^export const (\w+) = new TypedDocumentString\(`([^`]*)`\) as unknown as /gm,
  ))
    documents.set(match[1], literal(match[2]));
  generatedFiles.set(file, { text, documents });
  return documents;
}

let naming;
/** The generator's own names: `TeamSitesDocument`, `SiteFieldsFragmentDoc`. */
function variableName(definition) {
  if (!naming) {
    const { buildSchema } = require('graphql');
    const { ClientSideBaseVisitor } = require('@graphql-codegen/visitor-plugin-common');
    naming = new ClientSideBaseVisitor(buildSchema('type Query { _: Int }'), [], {}, {});
  }
  return definition.kind === 'FragmentDefinition'
    ? naming.getFragmentVariableName(definition)
    : naming.getOperationVariableName(definition);
}

/** @this {import('@rspack/core').LoaderContext} */
module.exports = function graphqlDocumentsLoader(source) {
  const src = path.join(this.rootContext, 'src') + path.sep;
  if (!this.resourcePath.startsWith(src) || !source.includes('graphql(`')) return source;
  const generated = path.join(this.rootContext, 'src/graphql/generated/graphql.ts');
  this.addDependency(generated);
  const documents = documentsOf(generated);
  const { parse } = require('graphql');
  const inlined = source.replace(/\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g, (call, text) => {
    const [definition] = parse(text).definitions;
    if (!definition?.name) return call;
    const literal = documents.get(variableName(definition));
    return literal ? `(${literal})` : call;
  });
  // With every call inlined, the import of `graphql` would still bring the table (the bundler cannot tell
  // that importing it does nothing else): drop it.
  if (/\bgraphql\(/.test(inlined)) return inlined;
  return inlined.replace(/^import \{ graphql \} from '[^']*\/generated(?:\/index)?';\n/m, '');
};
