// The built embed script for the bff (Node only). `getRumScript()` returns dist/pace-rum.js, building it
// first when it is missing or older than the sources, so a checkout works without a build step; a release
// runs `npm run build -w @pace/rum-agent` so production never needs esbuild at run time.
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const sourceDir = join(packageRoot, 'src');

/** Where the build writes the script. */
export const RUM_SCRIPT_PATH = join(packageRoot, 'dist', 'pace-rum.js');

/** The text the agent reads as its injected sampling rate (config.ts); renderRumScript replaces it. */
const SAMPLE_RATE_PLACEHOLDER = /(["'`])%PACE_SAMPLE_RATE%\1/;

/** Bundles the agent (minified IIFE) and writes it to RUM_SCRIPT_PATH atomically. Returns its text. */
export async function buildRumScript(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(sourceDir, 'index.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    // Syntax every browser with the APIs the agent needs can parse: a syntax error would reach the host
    // page's onerror before any of our guards could run.
    target: 'es2019',
    inject: [join(sourceDir, 'safe-globals.ts')],
    define: { 'globalThis.requestIdleCallback': 'guardedRequestIdleCallback' },
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  // esbuild bundles; terser then compresses harder (two passes): about 170 bytes gzip, 3 % of the budget.
  const { minify } = await import('terser');
  const code = (
    await minify(result.outputFiles[0]!.text, {
      ecma: 2019,
      compress: { passes: 2 },
      format: { comments: false },
    })
  ).code!;
  if (!SAMPLE_RATE_PLACEHOLDER.test(code))
    throw new Error('rum-agent build lost the sample rate placeholder');
  await mkdir(dirname(RUM_SCRIPT_PATH), { recursive: true });
  // Write then rename: a bff (or a parallel test) reading the file never sees half a script.
  const temporary = `${RUM_SCRIPT_PATH}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, code);
  await rename(temporary, RUM_SCRIPT_PATH);
  return code;
}

async function newestSourceTime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? await newestSourceTime(path) : (await stat(path)).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

/** Built after the last change to the agent's sources, its package.json and the installed web-vitals. */
async function isCurrent(): Promise<boolean> {
  const built = await stat(RUM_SCRIPT_PATH).then(
    (file) => file.mtimeMs,
    () => undefined,
  );
  if (built === undefined) return false;
  try {
    const inputs = await Promise.all([
      newestSourceTime(sourceDir),
      stat(join(packageRoot, 'package.json')).then((file) => file.mtimeMs),
      stat(createRequire(import.meta.url).resolve('web-vitals')).then((file) => file.mtimeMs),
    ]);
    return built >= Math.max(...inputs);
  } catch {
    return true; // a deployment without the sources: the built script is all there is
  }
}

let loading: Promise<string> | undefined;

/** The built script's text, built on first use when dist/ is missing or stale; read once per process. */
export function getRumScript(): Promise<string> {
  loading ??= (async () => ((await isCurrent()) ? readFile(RUM_SCRIPT_PATH, 'utf8') : buildRumScript()))();
  loading.catch(() => {
    loading = undefined; // let the next call try again
  });
  return loading;
}

/**
 * The script with a sampling rate written in (0 to 100, percent of page views), for a bff that serves a
 * per-site script. It takes precedence over the tag's data-sample-rate. Without it, the agent uses the
 * tag's value, else 100.
 */
export function renderRumScript(script: string, options: { sampleRate?: number } = {}): string {
  const { sampleRate } = options;
  if (sampleRate === undefined) return script;
  if (!(sampleRate >= 0 && sampleRate <= 100)) throw new RangeError('sampleRate must be between 0 and 100');
  return script.replace(SAMPLE_RATE_PLACEHOLDER, `"${sampleRate}"`);
}
