// `npm run bench`: every benchmark of the platform, printed as figures with their targets and ratios
// against baselines measured in the same run. Later issues add their benchmarks to the list.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/platform.ts';
import { fairnessBenchmark } from './fairness.ts';
import { firstScreenBenchmark } from './first-screen.ts';
import { interactionsBenchmark } from './interactions.ts';
import { type Figure, printFigures } from './report.ts';
import { retentionBenchmark } from './retention.ts';
import { rumIngestBenchmarks } from './rum.ts';
import { p75Benchmark } from './rum-p75.ts';
import { rumScriptBenchmark } from './rum-script.ts';
import { scaleBenchmark } from './scale.ts';
import { securityBenchmark } from './security.ts';
import { signedInLighthouseBenchmark } from './signed-in-lighthouse.ts';
import { runCountBenchmark, syntheticBenchmark } from './synthetic.ts';
import { verdictBenchmark } from './verdict.ts';

const benchmarks: [string, () => Promise<Figure[]>][] = [
  ['First screen', firstScreenBenchmark],
  ['Signed-in screens (Lighthouse)', signedInLighthouseBenchmark],
  ['Interactions (INP)', interactionsBenchmark],
  ['RUM ingest', rumIngestBenchmarks],
  ['RUM rollups', p75Benchmark],
  ['RUM embed script', rumScriptBenchmark],
  ['Synthetic audits', syntheticBenchmark],
  ['Synthetic run counts', runCountBenchmark],
  ['Synthetic artifact retention', retentionBenchmark],
  ['Fairness of the audit queue between organisations', fairnessBenchmark],
  ['Pull request verdict', verdictBenchmark],
  ['Backend at scale', scaleBenchmark],
  ['Security: hostile documents and patterns', securityBenchmark],
];

// `npm run bench -- rum` runs only the benchmarks whose title contains one of the words given.
const only = process.argv.slice(2).map((word) => word.toLowerCase());
const results: Record<string, Figure[]> = {};
for (const [title, benchmark] of benchmarks) {
  if (only.length > 0 && !only.some((word) => title.toLowerCase().includes(word))) continue;
  results[title] = await benchmark();
  printFigures(title, results[title]);
}
const out = join(repoRoot, 'tests', '.artifacts');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'bench.json'), JSON.stringify(results, null, 2));
console.log(`\nFigures written to tests/.artifacts/bench.json`);
