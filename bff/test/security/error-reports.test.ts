// POST /api/error-reports is anonymous: what a stranger can make us store is bounded. A page in an error
// loop is one report with a count, each field is clipped to what a report needs, and addresses taken
// together cannot add more than the hourly allowance of new reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Access } from '../../src/kernel/auth/access.ts';
import { ANONYMOUS } from '../../src/kernel/auth/viewer.ts';
import {
  ErrorReportService,
  MAX_MESSAGE_CHARS,
  MAX_STACK_CHARS,
  NEW_REPORTS_PER_HOUR,
} from '../../src/system/error-reports.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

describe.each(MODES)('error reports a stranger sends (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
  });
  afterAll(() => app?.close());

  const post = (body: unknown) =>
    fetch(`${app.url}/api/error-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('folds the same error, sent again and again, into one report with a count', async () => {
    const message = `loop ${mode} ${Date.now()}`;
    const uuids = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const response = await post({ message, stack: 'Error\n    at draw (main.js:1:2)' });
      expect(response.status).toBe(202);
      uuids.add(((await response.json()) as { uuid: string }).uuid);
    }
    const rows = await app.db.models.ErrorReport.findAll({ where: { message } });
    expect(rows.map((row) => row.occurrences)).toEqual([12]);
    expect(uuids).toEqual(new Set([rows[0]!.uuid]));
  });

  it('clips every field to what a report needs', async () => {
    const message = `big ${mode} ${'x'.repeat(6_000)}`;
    const response = await post({ message, stack: 's'.repeat(20_000), name: 'n'.repeat(1_000) });
    expect(response.status).toBe(202);
    const { uuid } = (await response.json()) as { uuid: string };
    const row = await app.db.models.ErrorReport.findOne({ where: { uuid } });
    expect(row!.message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    expect(row!.stack!.length).toBeLessThanOrEqual(MAX_STACK_CHARS);
    expect(row!.name.length).toBeLessThanOrEqual(255);
    // A body larger than any report needs is refused before it is read whole.
    expect((await post({ message: 'x'.repeat(40_000) })).status).toBe(413);
  });

  it('stores at most the hourly allowance of new reports, however many addresses send them', async () => {
    const service = new ErrorReportService({ db: app.db, kv: app.kv, config: app.deps.config });
    const access = new Access(app.db, ANONYMOUS);
    const before = await app.db.models.ErrorReport.count();
    for (let i = 0; i < NEW_REPORTS_PER_HOUR + 20; i++) {
      await service.report(
        access,
        { message: `distinct ${i}` },
        { address: `192.0.2.${i % 250}`, userAgent: null },
      );
    }
    expect((await app.db.models.ErrorReport.count()) - before).toBeLessThanOrEqual(NEW_REPORTS_PER_HOUR);
  });
});
