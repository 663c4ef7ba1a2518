// The real app logging at debug level, in both modes: every path of tests/security/log-paths.json that
// carries a secret is requested, and no line of the log holds one (the request log logs files and pages
// at debug and API calls at info; neither keeps a token).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from '@pace/platform/log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const corpus = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/log-paths.json'), 'utf8'),
) as { cases: { path: string; logged: string }[] };
const requested = corpus.cases.filter(({ path }) => path.startsWith('/') && !path.startsWith('//'));

describe.each(MODES)('secrets in paths stay out of the log (%s)', (mode) => {
  let app: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await startTestApp(mode, { withShell: false, log: createLogger({ level: 'debug', destination }) });
  });
  afterAll(() => app?.close());

  it('logs each request with its path redacted', async () => {
    for (const { path } of requested) {
      const method = path.includes('/accept') || path.startsWith('/webhooks') ? 'POST' : 'GET';
      const response = await fetch(`${app.url}${path}`, { method, redirect: 'manual' });
      await response.arrayBuffer();
    }
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
    for (const { path, logged } of requested) {
      const withoutQuery = logged.split('?')[0];
      expect(
        requests.map((line) => line.path),
        path,
      ).toContain(withoutQuery);
    }
    expect(lines.join('\n')).not.toContain('s3cr3tT0ken');
  });
});
