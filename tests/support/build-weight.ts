// What the production builds make a browser download first, read from the builds themselves (gzip level
// 9, as the budgets count): the shell's initial scripts and each remote's entry and first-screen chunks.
// The first-screen bench prints these; tests/e2e/first-screen-weight holds them to their budgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './platform.ts';

export const REMOTES = ['mfe-rum', 'mfe-synthetic', 'mfe-crux', 'mfe-billing', 'mfe-settings'] as const;

export const gzipBytes = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The scripts index.html makes the browser fetch before the app runs: its script tags and modulepreloads. */
export function shellInitialScripts(): string[] {
  const html = readFileSync(join(repoRoot, 'shell/dist/index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  return sources.map((m) => join(repoRoot, 'shell/dist', (m[1] ?? m[2] ?? '').replace(/^\//, '')));
}

interface MfManifest {
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** A remote's entry and the chunks its `./mount` needs synchronously (its first screen), in bytes. */
export function remoteSizes(remote: string): { entry: number; firstScreen: number } {
  const dist = join(repoRoot, remote, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as MfManifest;
  const mount = manifest.exposes.find((e) => e.path === './mount');
  if (!mount) throw new Error(`${remote}/dist/mf-manifest.json exposes no ./mount`);
  return {
    entry: gzipBytes(join(dist, 'remoteEntry.js')),
    firstScreen: mount.assets.js.sync.reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0),
  };
}
