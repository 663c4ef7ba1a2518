// The embed script's weight as visitors download it (gzip level 9), against its 5 KB target, with the
// baseline of the same run: web-vitals' five metric functions bundled alone, the same way (esbuild, ES2019,
// minified), which is what any RUM script built on it weighs at least. The difference is the agent:
// attribution, beacons, guards and the privacy rules.
import { gzipSync } from 'node:zlib';
import { getRumScript } from '@pace/rum-agent/script';
import { build } from 'esbuild';
import type { Figure } from './report.ts';

const GZIP_TARGET_BYTES = 5 * 1024;
const gzip = (code: string) => gzipSync(Buffer.from(code), { level: 9 }).length;

async function webVitalsAlone(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
        const log = (metric) => globalThis.__m = metric;
        onCLS(log); onFCP(log); onINP(log); onLCP(log); onTTFB(log);`,
      resolveDir: import.meta.dirname,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export async function rumScriptBenchmark(): Promise<Figure[]> {
  const [agent, baseline] = await Promise.all([getRumScript(), webVitalsAlone()]);
  const agentBytes = gzip(agent);
  const baselineBytes = gzip(baseline);
  return [
    {
      name: 'pace-rum.js, gzip',
      value: agentBytes,
      unit: 'B',
      target: { max: GZIP_TARGET_BYTES },
      ratio: { to: `web-vitals alone (${baselineBytes} B)`, value: agentBytes / baselineBytes },
    },
  ];
}
