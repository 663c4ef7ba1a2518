#!/usr/bin/env node
// The public-surface reports: one committed `<workspace>/api/<entry>.api.md` per entry point of every
// package under packages/ (each key of its package.json `exports` that is code) and per module a remote
// exposes through module federation (read from its rspack config), so a change to what a package or remote
// offers shows up in review.
//   node scripts/guards/api-report.mjs           fails, naming each report that is stale, missing or extra
//   npm run api-report                            (--write) rewrites them
// Each report lists the entry's exported names, sorted, with their declared types: interfaces, type aliases
// and enums as declared; functions as their signatures; constants and classes as the types TypeScript
// gives them. It is read with the JavaScript compiler API of the TypeScript 6 that API Extractor brings
// (TypeScript 7, the repository's compiler, has no stable JavaScript API; API Extractor itself needs .d.ts
// files and takes seconds per entry).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const ts = createRequire(require.resolve('@microsoft/api-extractor/package.json'))('typescript');
const write = process.argv.includes('--write');
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

// ---------------------------------------------------------------------------------------- entry points

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const workspaces = readJson(join(root, 'package.json')).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isDirectory() && existsSync(join(root, pattern.slice(0, -2), entry.name, 'package.json')),
        )
        .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
    : [pattern],
);

/** `./charts` → `charts`, `.` → `index`: the report's file name. */
const reportName = (subpath) =>
  subpath === '.' ? 'index' : subpath.replace(/^\.\//, '').replaceAll('/', '-');
const target = (value) =>
  typeof value === 'string' ? value : value && (value.import ?? value.default ?? value.types);

const entries = [];
for (const dir of workspaces) {
  const pkg = readJson(join(root, dir, 'package.json'));
  if (dir.startsWith('packages/') && pkg.exports) {
    const exportsMap = typeof pkg.exports === 'string' ? { '.': pkg.exports } : pkg.exports;
    for (const [subpath, value] of Object.entries(exportsMap)) {
      const file = target(value);
      if (typeof file === 'string' && CODE.test(file))
        entries.push({ dir, label: `${pkg.name} ${subpath}`, subpath, file });
    }
  }
  const rspackConfig = join(root, dir, 'rspack.config.mjs');
  if (existsSync(rspackConfig)) {
    const exported = (await import(pathToFileURL(rspackConfig).href)).default;
    const config = typeof exported === 'function' ? await exported({}, {}) : exported;
    for (const plugin of config.plugins ?? []) {
      for (const [subpath, value] of Object.entries(plugin?._options?.exposes ?? {})) {
        const file = target(typeof value === 'object' && value.import ? [value.import].flat()[0] : value);
        entries.push({ dir, label: `${pkg.name} (remote) ${subpath}`, subpath, file });
      }
    }
  }
}
for (const entry of entries) {
  entry.path = join(root, entry.dir, entry.file);
  entry.report = join(root, entry.dir, 'api', `${reportName(entry.subpath)}.api.md`);
}

// -------------------------------------------------------------------------------------------- reports

const base = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config;
const { options } = ts.parseJsonConfigFileContent(base, ts.sys, root);
const program = ts.createProgram(
  entries.map((entry) => entry.path),
  { ...options, allowJs: true, noEmit: true, skipLibCheck: true },
);
const checker = program.getTypeChecker();
const printer = ts.createPrinter({ removeComments: true });
const NODE_FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.MultilineObjectLiterals |
  ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope;

/**
 * Union members sorted by their text: the compiler orders them by when it first met each type, which
 * changes with the set of files in the program, so a new export in one package would reorder another's.
 */
function sortUnions(node, file) {
  const print = (n) => printer.printNode(ts.EmitHint.Unspecified, n, file);
  const [sorted] = ts.transform(node, [
    (context) => {
      const visit = (n) => {
        const child = ts.visitEachChild(n, visit, context);
        if (!ts.isUnionTypeNode(child)) return child;
        const types = [...child.types].sort((a, b) =>
          print(a) < print(b) ? -1 : print(a) > print(b) ? 1 : 0,
        );
        return context.factory.updateUnionTypeNode(child, context.factory.createNodeArray(types));
      };
      return (root) => ts.visitNode(root, visit);
    },
  ]).transformed;
  return sorted;
}

/** A call or construct signature as `(params): result`, its unions sorted like typeText's. */
function signatureText(signature, at) {
  const node = checker.signatureToSignatureDeclaration(
    signature,
    ts.SyntaxKind.CallSignature,
    at,
    NODE_FLAGS,
  );
  if (!node) return checker.signatureToString(signature, at, ts.TypeFormatFlags.NoTruncation);
  const file = at.getSourceFile();
  return printer.printNode(ts.EmitHint.Unspecified, sortUnions(node, file), file).replace(/;$/, '');
}

function typeText(type, at) {
  const node = checker.typeToTypeNode(type, at, NODE_FLAGS);
  const file = at.getSourceFile();
  return node
    ? printer.printNode(ts.EmitHint.Unspecified, sortUnions(node, file), file)
    : checker.typeToString(type);
}

const isHidden = (declaration) =>
  (ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !==
    0 ||
  (declaration.name && ts.isPrivateIdentifier(declaration.name));

/** A class as its own public members declare them (inherited ones belong to the class they come from). */
function renderClass(name, declaration) {
  const heritage = (declaration.heritageClauses ?? []).map((clause) => ` ${clause.getText()}`).join('');
  const lines = [`class ${name}${heritage} {`];
  for (const member of declaration.members) {
    if (isHidden(member) || ts.isClassStaticBlockDeclaration(member) || ts.isSemicolonClassElement(member))
      continue;
    const isStatic = (ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static) !== 0 ? 'static ' : '';
    if (ts.isConstructorDeclaration(member)) {
      const signature = checker.getSignatureFromDeclaration(member);
      if (signature) lines.push(`  constructor${signatureText(signature, member)};`);
      continue;
    }
    const memberSymbol = member.name && checker.getSymbolAtLocation(member.name);
    if (!memberSymbol) continue;
    const text = `  ${isStatic}${member.name.getText()}: ${typeText(checker.getTypeOfSymbolAtLocation(memberSymbol, member), member)};`;
    if (lines.at(-1) !== text) lines.push(text); // overloads and get/set pairs: once
  }
  return [...lines, '}'].join('\n');
}

function render(name, exported) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const parts = [];
  let valueDone = false;
  for (const declaration of symbol.declarations ?? []) {
    if (
      ts.isInterfaceDeclaration(declaration) ||
      ts.isTypeAliasDeclaration(declaration) ||
      ts.isEnumDeclaration(declaration) ||
      ts.isModuleDeclaration(declaration)
    ) {
      const text = printer
        .printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile())
        .replace(/^(export |default |declare )+/, '');
      parts.push(declaration.name.text === name ? text : `/* as ${name} */ ${text}`);
    } else if (ts.isClassDeclaration(declaration)) {
      parts.push(renderClass(name, declaration));
    } else if (!valueDone) {
      valueDone = true;
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      const calls = type.getCallSignatures();
      if (ts.isFunctionDeclaration(declaration) && calls.length > 0) {
        for (const signature of calls) {
          const text = signatureText(signature, declaration);
          parts.push(`function ${name}${text};`);
        }
      } else {
        parts.push(`const ${name}: ${typeText(type, declaration)};`);
      }
    }
  }
  return parts.join('\n');
}

function report(entry) {
  const source = program.getSourceFile(entry.path);
  if (!source) throw new Error(`${entry.label}: ${entry.file} is not a file`);
  const module = checker.getSymbolAtLocation(source);
  const exported = module ? checker.getExportsOfModule(module) : [];
  const body = exported
    .map((symbol) => [symbol.name, symbol])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, symbol]) => render(name, symbol))
    .join('\n\n');
  return [
    `# ${entry.label}`,
    '',
    `\`${relative(root, entry.path)}\`: what it exports, with the declared types. Written by \`npm run api-report\`;`,
    '`npm test` fails when it differs from the code. A change here is a change to the public surface.',
    '',
    '```ts',
    body || '// (exports nothing)',
    '```',
    '',
  ].join('\n');
}

const expected = new Map(entries.map((entry) => [entry.report, report(entry)]));
const existing = workspaces.flatMap((dir) => {
  const folder = join(root, dir, 'api');
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.api.md'))
        .map((name) => join(folder, name))
    : [];
});

const problems = [];
for (const [file, text] of expected) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current === text) continue;
  if (write) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  if (current === null) {
    problems.push(`missing  ${relative(root, file)}`);
    continue;
  }
  const before = new Set(current.split('\n'));
  const after = new Set(text.split('\n'));
  const lines = [
    ...current
      .split('\n')
      .filter((line) => !after.has(line))
      .map((line) => `    - ${line}`),
    ...text
      .split('\n')
      .filter((line) => !before.has(line))
      .map((line) => `    + ${line}`),
  ];
  problems.push(`stale    ${relative(root, file)}\n${lines.slice(0, 20).join('\n')}`);
}
for (const file of existing.filter((file) => !expected.has(file))) {
  if (write) rmSync(file);
  problems.push(`extra    ${relative(root, file)} (no such entry point any more)`);
}

if (write) {
  console.log(`${entries.length} public-surface reports; ${problems.length} rewritten`);
  for (const problem of problems) console.log(`  ${problem.split('\n')[0]}`);
} else if (problems.length > 0) {
  console.error(
    `\u2716 ${problems.length} public-surface reports differ from the code (npm run api-report rewrites them):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
} else {
  console.log(`\u2714 ${entries.length} public-surface reports match the code`);
}
