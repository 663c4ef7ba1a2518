// How dependency-cruiser reads TypeScript here (see .dependency-cruiser.cjs): TypeScript 7 has no JavaScript
// compiler API for it, and its swc parser cannot read .tsx, so Babel strips the types and acorn reads the
// imports. Type-only imports are dependencies too (a package importing an app's types still depends on the
// app), so they are turned into bare imports before the TypeScript preset removes them.
const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

function keepTypeImports({ types: t }) {
  return {
    visitor: {
      Program(path) {
        for (const statement of path.get('body')) {
          const { node } = statement;
          if (node.source && isTypeOnly(node)) {
            statement.replaceWith(t.importDeclaration([], t.stringLiteral(node.source.value)));
          }
        }
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
