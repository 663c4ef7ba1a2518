#!/usr/bin/env node
// In the repository the TypeScript source runs through tsx, so `npx pace` never needs a build; an installed
// package has no src/ and runs the bundle that `npm run build -w @pace/cli` made.
import { existsSync } from 'node:fs';

const source = new URL('../src/bin.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import(new URL('../dist/pace.js', import.meta.url).href);
}
