// Import rules (`npm run deps`, and a step of `npm test`). Each rule says why it exists; paths are relative
// to the repository root. Workspace packages are followed through their node_modules symlinks to their
// files (`@pace/metrics` → packages/metrics/src/index.ts), honouring each package.json `exports`.
const app = '(bff|jobs|shell|mfe-[^/]+|tests)';
const workspace = '(packages/[^/]+|bff|jobs|shell|mfe-[^/]+)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'A cycle makes load order matter and the modules one unit: no part can be understood or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'remote-imports-shell-or-remote',
      comment:
        'Remotes are built and released alone: they meet the shell and each other only through packages.',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^(shell|mfe-[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'package-imports-app',
      comment: 'Packages are shared by the apps; an app inside a package would ship its whole process along.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: `^${app}/` },
    },
    {
      name: 'jobs-imports-bff',
      comment: 'Workers share domain packages with the bff, never the bff app itself (issue 17).',
      severity: 'error',
      from: { path: '^jobs/' },
      to: { path: '^bff/' },
    },
    {
      name: 'bff-imports-jobs',
      comment:
        'The bff runs the workers in its own process only in the embedded mode: bff/src/embedded.ts is the one place that starts them; anywhere else a worker would start inside the web server.',
      severity: 'error',
      from: { path: '^bff/src/', pathNot: '^bff/src/embedded\\.ts$' },
      to: { path: '^jobs/' },
    },
    {
      name: 'resolver-imports-models',
      comment:
        'Resolvers call their area service; presenters turn rows into API objects. Neither area/resolvers.ts nor a resolvers/ folder touches the models.',
      severity: 'error',
      from: { path: '^bff/src/(resolvers|.*/resolvers)(\\.ts$|/)' },
      to: { path: '^packages/platform/src/db/' },
    },
    {
      name: 'area-imports-area-internals',
      comment:
        "bff areas (the folders directly under bff/src but kernel) are owned alone: one area uses another only through that area's index.ts, what it offers the others; the kernel assembles them.",
      severity: 'error',
      from: { path: '^bff/src/([^/]+)/', pathNot: '^bff/src/kernel/' },
      to: {
        path: '^bff/src/[^/]+/',
        pathNot: ['^bff/src/$1/', '^bff/src/kernel/', '^bff/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'area-front-door-outside-kernel',
      comment:
        "An area's area.ts is what it gives the kernel (schema, resolvers, routes, services factory): only bff/src/kernel (its list, areas.ts) assembles areas; an area or a test uses another through its index.ts.",
      severity: 'error',
      from: { path: '^bff/', pathNot: '^bff/src/kernel/' },
      to: { path: '^bff/src/[^/]+/area\\.ts$', pathNot: '^bff/src/kernel/' },
    },
    {
      name: 'kernel-imports-area-internals',
      comment:
        "The kernel knows an area only by its area.ts (bff/src/kernel/areas.ts lists them); the generated resolver types name the presenters' parent types (codegen.ts mappers).",
      severity: 'error',
      from: { path: '^bff/src/kernel/', pathNot: '^bff/src/kernel/generated/' },
      to: { path: '^bff/src/[^/]+/', pathNot: ['^bff/src/kernel/', '^bff/src/[^/]+/area\\.ts$'] },
    },
    {
      name: 'test-reaches-into-workspace',
      comment:
        'A test beside its code uses other workspaces as their users do: by package name and public exports, never by a relative path into their src/ or their test support.',
      severity: 'error',
      from: { path: `^${workspace}/(test/|src/.+\\.test\\.tsx?$)` },
      to: { path: `^(${workspace}|tests)/`, pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'cross-process-test-imports-app',
      comment:
        "tests/ drives the assembled platform from outside (HTTP, browser, processes): it never imports an app's code or test support.",
      severity: 'error',
      from: { path: '^tests/' },
      to: { path: `^${app}/`, pathNot: '^tests/' },
    },
    {
      name: 'cross-process-test-reaches-into-package',
      comment: 'tests/ uses packages through their public exports only.',
      severity: 'error',
      from: { path: '^tests/' },
      to: { path: '^packages/', dependencyTypes: ['local'] },
    },
    {
      name: 'unresolvable',
      comment:
        "An import the rules cannot follow (a subpath outside a package's exports, a typo) would escape them.",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    includeOnly: `^(${workspace}|tests|scripts)/`,
    exclude: { path: '(^|/)(node_modules|dist|\\.artifacts)/' },
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    babelConfig: { fileName: 'scripts/guards/babel-for-deps.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
