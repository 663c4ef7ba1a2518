// Where log events go. JSON (the default, and what machines read): one object a line on stdout, as
// before. The text console (LOG_FORMAT=text, `npm start` in the embedded mode): one plain line per event
// for a person, and the same events as JSON lines, redacted alike, in a private file under the data folder.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { configuredLogger, consoleLine, createLogger, say } from '../src/log.ts';

const folder = mkdtempSync(join(tmpdir(), 'pace-log-routing-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const SECRET = 'whsec_TOPSECRETsigningvalue0123456789';

function captured() {
  const lines: string[] = [];
  return { lines, destination: { write: (text: string) => lines.push(...text.split('\n').filter(Boolean)) } };
}
const jsonLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
/** What `say` writes to stdout itself, besides the logger's own lines. */
function stdoutWrites() {
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  return written;
}

describe('the JSON format', () => {
  test('is the default: one JSON object a line, and a plain line beside what a person must read', () => {
    const { lines, destination } = captured();
    const log = createLogger({ destination, name: 'bff' });
    const written = stdoutWrites();
    log.info({ deleted: 3 }, 'old rows deleted');
    say(log, 'Pace is running at http://127.0.0.1:3000', { url: 'http://127.0.0.1:3000' });
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'old rows deleted',
      'Pace is running at http://127.0.0.1:3000',
    ]);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, service: 'bff', deleted: 3 });
    expect(written).toEqual(['Pace is running at http://127.0.0.1:3000\n']);
  });
});

describe('the text console', () => {
  test('prints one plain line per event, and every event as JSON in the file, redacted in both', () => {
    const file = join(folder, 'one', 'logs', 'pace.jsonl');
    const { lines, destination } = captured();
    const log = createLogger({ format: 'text', destination, file, name: 'pace' });
    const written = stdoutWrites();
    say(log, 'Pace is running at http://127.0.0.1:3000', { url: 'http://127.0.0.1:3000' });
    log
      .child({ requestId: 'r-1' })
      .info({ method: 'POST', path: '/graphql', status: 200, ms: 12 }, 'request');
    log.warn({ password: SECRET, site: 'shop' }, 'sign-in failed');
    log.debug('not at this level');

    expect(lines).toEqual([
      'Pace is running at http://127.0.0.1:3000',
      'request method=POST path=/graphql status=200 ms=12',
      'warning: sign-in failed password=[redacted] site=shop',
    ]);
    // The console's line is the event: nothing written beside it.
    expect(written).toEqual([]);
    const events = jsonLines(file);
    expect(events.map((event) => event.msg)).toEqual([
      'Pace is running at http://127.0.0.1:3000',
      'request',
      'sign-in failed',
    ]);
    expect(events[0]).toMatchObject({ level: 30, service: 'pace', url: 'http://127.0.0.1:3000' });
    expect(events[1]).toMatchObject({ requestId: 'r-1', status: 200 });
    expect(readFileSync(file, 'utf8')).not.toContain('TOPSECRET');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(folder, 'one', 'logs')).mode & 0o777).toBe(0o700);
  });

  test('appends to the file across processes (a restart keeps what was logged before)', () => {
    const file = join(folder, 'two', 'pace.jsonl');
    createLogger({ format: 'text', destination: captured().destination, file }).info('first run');
    createLogger({ format: 'text', destination: captured().destination, file }).info('second run');
    expect(jsonLines(file).map((event) => event.msg)).toEqual(['first run', 'second run']);
  });

  test('says what went wrong, which mail was not sent and its links, on one line', () => {
    const error = new Error('connect ECONNREFUSED 127.0.0.1:3306');
    expect(consoleLine({ level: 50, msg: 'database unreachable', err: { message: error.message } })).toBe(
      'error: database unreachable: connect ECONNREFUSED 127.0.0.1:3306',
    );
    expect(
      consoleLine({
        level: 30,
        msg: 'mail (no SMTP_URL)',
        queue: 'mail',
        jobId: 'schedule:x',
        mail: {
          to: 'ada@example.com',
          subject: 'Confirm your address',
          text: 'Hello,\n\nconfirm: http://127.0.0.1:3000/verify/abc.\nOr not.',
        },
      }),
    ).toBe(
      'mail (no SMTP_URL) to=ada@example.com subject="Confirm your address" links: http://127.0.0.1:3000/verify/abc queue=mail',
    );
    expect(consoleLine({ level: 30, msg: 'Artifacts removed', kept: { failed: 0, latest: 2 } })).toBe(
      'Artifacts removed kept={"failed":0,"latest":2}',
    );
    const line = consoleLine({ level: 30, msg: 'two\nlines', detail: { long: 'x'.repeat(300) } });
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(160);
    expect(consoleLine({ level: 30, msg: 'Database: MySQL (db/pace)', database: 'MySQL (db/pace)' })).toBe(
      'Database: MySQL (db/pace)',
    );
  });
});

describe('LOG_FORMAT', () => {
  test('chooses the format, JSON unless set; the text console keeps its JSON under DATA_DIR', () => {
    const dataDir = join(folder, 'data');
    expect(loadConfig({ DATA_DIR: dataDir }).logFormat).toBe('json');
    const config = loadConfig({ DATA_DIR: dataDir, LOG_FORMAT: 'text' });
    expect(config).toMatchObject({ logFormat: 'text', logFile: join(dataDir, 'logs', 'pace.jsonl') });
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT: expected one of json, text/);

    const written = stdoutWrites();
    configuredLogger(config, 'jobs').info({ queue: 'audits' }, 'worker started');
    vi.restoreAllMocks();
    expect(written).toEqual(['worker started queue=audits\n']);
    expect(jsonLines(config.logFile)).toEqual([
      expect.objectContaining({ service: 'jobs', msg: 'worker started', queue: 'audits' }),
    ]);
  });
});
