// Paths that carry a secret (tests/security/log-paths.json) are logged with the secret replaced, at
// every level: as the request log's `path`, and as any line's `path` or `url`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/log.ts';
import { redactPath } from '../src/log-redaction.ts';

interface PathCase {
  path: string;
  logged: string;
  why: string;
}

const corpus = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/log-paths.json'), 'utf8'),
) as { cases: PathCase[] };

describe('secrets in paths', () => {
  it.each(corpus.cases)('$path ($why)', ({ path, logged }) => {
    expect(redactPath(path)).toBe(logged);
  });

  it('are left out of every line at every level, as `path` or `url`', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger({ level: 'trace', destination });
    for (const { path } of corpus.cases) {
      log.trace({ path }, 'request');
      log.debug({ path }, 'request');
      log.info({ url: path }, 'link');
      log.child({ requestId: 'r' }).warn({ path, url: path }, 'request');
    }
    expect(lines).toHaveLength(corpus.cases.length * 4);
    expect(lines.join('')).not.toContain('s3cr3tT0ken');
  });
});
