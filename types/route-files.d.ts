// rspack's `import.meta.webpackContext` (a remote's mount module reads its route files with it), without
// the rest of @rspack/core's module globals. What it returns is @pace/mfe-kit's RouteFiles.
interface ImportMeta {
  webpackContext(
    request: string,
    options: { recursive?: boolean; regExp?: RegExp; mode?: 'sync' | 'lazy' },
  ): { keys(): string[]; (id: string): unknown };
}
