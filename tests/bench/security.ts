// `npm run bench -- security`: what hostile input costs against ordinary input, measured in one run.
// GraphQL: the real bff (bff/src/main.ts, no Redis, its own SQLite file) answers every document of
// tests/security/graphql-documents.json over HTTP; the dearest one's median time against a trivial
// query's. Patterns: the platform's glob (its public export) on the cases of tests/security/patterns.json;
// the dearest case's time per cell of pattern x path against a typical
// grouping's. Targets: at most 5x each.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { globMatcher } from '@pace/platform/glob';
import { getIntrospectionQuery } from 'graphql';
import { repoRoot } from '../support/platform.ts';
import type { Figure } from './report.ts';

const RUNS = 15;
const TARGET = 5;

type Repeat = { before: string; unit: string; times: number; after: string };
interface HostileDocument {
  name: string;
  query?: string;
  repeat?: Repeat;
  fanOut?: { levels: number; spreads: number; leaf: string };
  introspection?: boolean;
  operationName?: string;
}
interface PatternCase {
  name: string;
  pattern: string;
  text: string | Repeat;
}

const readCorpus = <T>(file: string): T =>
  JSON.parse(readFileSync(join(repoRoot, 'tests', 'security', file), 'utf8')) as T;

function documentText(document: HostileDocument): string {
  if (document.query) return document.query;
  if (document.introspection) return getIntrospectionQuery();
  if (document.repeat) {
    const { before, unit, times, after } = document.repeat;
    return (
      before + Array.from({ length: times }, (_, i) => unit.replaceAll('{i}', String(i))).join('') + after
    );
  }
  const { levels, spreads, leaf } = document.fanOut!;
  const fragments = [`fragment F0 on Query { ${leaf} }`];
  for (let level = 1; level <= levels; level++)
    fragments.push(`fragment F${level} on Query { ${`...F${level - 1} `.repeat(spreads)}}`);
  return `${fragments.join('\n')}\nquery { ...F${levels} }`;
}

const textOf = (text: string | Repeat) =>
  typeof text === 'string' ? text : text.before + text.unit.repeat(text.times) + text.after;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startBff(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir };
  env.LOG_LEVEL = 'silent';
  env.PACE_DEMO = 'off';
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const migrate = join(repoRoot, 'packages/platform/src/db/migrate-cli.ts');
  const migrated = spawnSync(process.execPath, ['--import', 'tsx', migrate], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error(`migrations failed (${migrated.status})`);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'bff/src/main.ts')],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Pace is running at (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace(/\/$/, ''));
    });
    child.once('exit', (code) => reject(new Error(`bff exited (${code}) before it listened`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function timeDocument(url: string, query: string, operationName?: string): Promise<number> {
  const body = JSON.stringify({ query, operationName });
  const times: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    const started = performance.now();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body,
    });
    await response.arrayBuffer();
    if (response.status >= 500) throw new Error(`/graphql answered ${response.status}`);
    if (run >= 2) times.push(performance.now() - started); // the first two warm up
  }
  return median(times);
}

async function documentFigures(): Promise<Figure[]> {
  const { documents } = readCorpus<{ documents: HostileDocument[] }>('graphql-documents.json');
  const dataDir = mkdtempSync(join(tmpdir(), 'pace-security-bench-'));
  const bff = await startBff(dataDir);
  try {
    const trivial = await timeDocument(bff.url, '{ version }');
    let worst = { name: '', ms: 0 };
    for (const document of documents) {
      const ms = await timeDocument(bff.url, documentText(document), document.operationName);
      if (ms > worst.ms) worst = { name: document.name, ms };
    }
    return [
      { name: 'GraphQL: a trivial query (median)', value: trivial, unit: 'ms' },
      {
        name: `GraphQL: the dearest hostile document (${worst.name})`,
        value: worst.ms / trivial,
        unit: '×',
        target: { max: TARGET },
        ratio: { to: 'the trivial query', value: worst.ms / trivial },
        note: `${worst.ms.toFixed(2)} ms median of ${RUNS}, ${documents.length} documents`,
      },
    ];
  } finally {
    await bff.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Microseconds per match: repeated until the batch takes long enough to time. */
function timePattern(pattern: string, text: string): number {
  const match = globMatcher(pattern);
  let times = 1;
  for (;;) {
    const started = performance.now();
    for (let i = 0; i < times; i++) match(text);
    const elapsed = performance.now() - started;
    if (elapsed > 50) return (elapsed * 1000) / times;
    times *= 2;
  }
}

function patternFigures(): Figure[] {
  const { typical, cases } = readCorpus<{ typical: PatternCase; cases: PatternCase[] }>('patterns.json');
  const typicalUs = median(
    Array.from({ length: 5 }, () => timePattern(typical.pattern, textOf(typical.text))),
  );
  // Compared per cell of pattern x path (what the matcher's bound is in): the corpus's paths run to
  // 2,000 characters and its patterns to 500, a typical grouping's to 20 each.
  const cells = (pattern: string, text: string) => (pattern.length + 1) * (text.length + 1);
  const typicalPerChar = typicalUs / cells(typical.pattern, textOf(typical.text));
  let worst = { name: '', us: 0, perChar: 0 };
  for (const item of cases) {
    const text = textOf(item.text);
    const us = median(Array.from({ length: 5 }, () => timePattern(item.pattern, text)));
    const perCell = us / cells(item.pattern, text);
    if (perCell > worst.perChar) worst = { name: item.name, us, perChar: perCell };
  }
  return [
    { name: `Patterns: a typical grouping (${typical.pattern})`, value: typicalUs, unit: 'µs' },
    {
      name: `Patterns: the dearest adversarial case per cell (${worst.name})`,
      value: worst.perChar / typicalPerChar,
      unit: '×',
      target: { max: TARGET },
      ratio: { to: 'the typical grouping per cell', value: worst.perChar / typicalPerChar },
      note: `${worst.us.toFixed(1)} µs a match`,
    },
  ];
}

export async function securityBenchmark(): Promise<Figure[]> {
  return [...(await documentFigures()), ...patternFigures()];
}
