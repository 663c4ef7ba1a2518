// The code host's pull request checks on a site's GitHub integration screen (spec section 4): a check
// complete with success (budgets met), one complete and neutral (a site without budgets) and one failed
// (the snapshot's tests failed), each with GitHub's conclusion, its title and the summary sent with it.
// The checks are stored as the GitHub webhooks and the worker leave them (bff/test/integrations-github
// drives that path against the GitHub fake); this test is about what the screen shows of them.
import { join } from 'node:path';
import { budgetStateLabel, findMetric, formatMetric } from '@pace/metrics';
import { type Database, openDatabase } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { SCREENSHOTS } from '../support/chrome-world.ts';
import { remoteSlot } from '../support/navigation.ts';
import { type Owner, signUpOwner, siteRow } from '../support/owner.ts';
import { openPage, type TestPage } from '../support/page.ts';

const stamp = Date.now().toString(36);
const WAIT = { timeout: 20_000 };
const LCP = findMetric('synthetic', 'lcp')!;

let db: Database;
let tp: TestPage;
let owner: Owner;
let organisationId: number;

/** A site with a GitHub integration; its snapshots' tests completed or failed, LCP measured when given. */
async function siteWithChecks(
  name: string,
  checks: {
    pull: number;
    state: 'complete' | 'failed';
    outcome: 'success' | 'neutral' | null;
    lcp?: number;
  }[],
  budget?: number,
) {
  const slug = await owner.createSite(name, `https://${name.toLowerCase()}-${stamp}.example/`);
  const { Page, TestProfile, Snapshot, Test, MetricMeasurement, Budget, Integration, IntegrationCheckRun } =
    db.models;
  const site = await siteRow(db, owner, slug);
  const page = await Page.create({ siteId: site.id, name: 'Home', url: `${site.canonicalUrl}` });
  const profile = await TestProfile.create({
    siteId: site.id,
    name: 'Desktop',
    device: 'desktop',
    connection: 'cable',
  });
  if (budget !== undefined) await Budget.create({ siteId: site.id, metric: 'lcp', value: budget });
  const integration = await Integration.create({
    organisationId,
    siteId: site.id,
    provider: 'github',
    name: `acme/${name.toLowerCase()}`,
    settings: { installationId: 4242, repository: `acme/${name.toLowerCase()}`, failOnUnmetBudget: false },
  });
  for (const check of checks) {
    const snapshot = await Snapshot.create({
      siteId: site.id,
      trigger: 'integration',
      triggerClient: 'github',
      status: check.state === 'failed' ? 'failed' : 'completed',
    });
    const run = await Test.create({
      snapshotId: snapshot.id,
      siteId: site.id,
      pageId: page.id,
      profileId: profile.id,
      url: `https://pr-${check.pull}.preview.example/`,
      status: check.state === 'failed' ? 'failed' : 'completed',
    });
    if (check.lcp !== undefined) {
      await MetricMeasurement.create({
        testId: run.id,
        siteId: site.id,
        pageId: page.id,
        profileId: profile.id,
        metric: 'lcp',
        value: check.lcp,
        measuredAt: new Date(),
      });
    }
    await IntegrationCheckRun.create({
      integrationId: integration.id,
      repository: `acme/${name.toLowerCase()}`,
      pullNumber: check.pull,
      headSha: `${check.pull}`.padEnd(40, 'a'),
      environmentUrl: `https://pr-${check.pull}.preview.example`,
      state: check.state,
      outcome: check.outcome,
      snapshotId: snapshot.id,
    });
  }
  return `/teams/${owner.team}/${slug}/settings/integrations/github/${integration.uuid}/edit`;
}

beforeAll(async () => {
  const url = inject('databaseURL');
  db = await openDatabase({ dialect: 'mysql', url, database: new URL(url).pathname.slice(1) });
  tp = await openPage();
  owner = await signUpOwner(tp, {
    name: 'Cody Checks',
    email: `checks@${stamp}.example.test`,
    organisation: `Checks ${stamp}`,
    team: `Web ${stamp}`,
  });
  const organisation = await db.models.Organisation.findOne({
    where: { slug: owner.organisation },
    rejectOnEmpty: true,
  });
  organisationId = organisation.id;
}, 60_000);

afterAll(async () => {
  await tp?.context.close();
  await db?.close();
});

describe('pull request checks on the GitHub integration screen', () => {
  test('success and failed checks with their summaries; a neutral one on a site without budgets', async () => {
    const { page, url, pageErrors } = tp;
    const slot = remoteSlot(page, 'mfe-settings');
    const rows = slot.getByTestId('check-run-row');

    const shop = await siteWithChecks(
      'Shop',
      [
        { pull: 12, state: 'complete', outcome: 'success', lcp: 1800 },
        { pull: 14, state: 'failed', outcome: null },
      ],
      2500,
    );
    await page.goto(url(shop));
    await expect.poll(() => rows.count(), WAIT).toBe(2);
    // Newest first: the failed check, then the successful one.
    const failed = rows.nth(0);
    expect(await failed.getAttribute('data-state')).toBe('failed');
    expect(await failed.textContent()).toContain(`acme/shop #14`);
    expect(await failed.textContent()).toContain('Failure');
    expect(await failed.textContent()).toContain('The snapshot failed');
    expect(await failed.getByTestId('check-run-summary').textContent()).toContain('1 of 1 tests failed.');
    const success = rows.nth(1);
    expect(await success.textContent()).toContain('Success');
    expect(await success.textContent()).toContain('All budgets met');
    const summary = await success.getByTestId('check-run-summary').textContent();
    // The deployment's URL is the code host's text: a link only as http(s), its text escaped.
    expect(summary).toContain(
      '### Pace: [https\\://pr\\-12\\.preview\\.example/](https://pr-12.preview.example/)',
    );
    expect(summary).toContain(
      `| ${LCP.name} ${formatMetric(LCP, 2500)} | ${formatMetric(LCP, 1800)} | ${budgetStateLabel('met')} |`,
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'check-runs-shop.png'), fullPage: true });

    const blog = await siteWithChecks('Blog', [
      { pull: 3, state: 'complete', outcome: 'neutral', lcp: 2100 },
    ]);
    await page.goto(url(blog));
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    const neutral = rows.nth(0);
    expect(await neutral.textContent()).toContain('Neutral');
    expect(await neutral.textContent()).toContain('Measured (no budgets to compare with)');
    const neutralSummary = await neutral.getByTestId('check-run-summary').textContent();
    expect(neutralSummary).toContain(`| ${LCP.name} | ${formatMetric(LCP, 2100)} |`);
    expect(neutralSummary).not.toContain('| Budget |');
    await page.screenshot({ path: join(SCREENSHOTS, 'check-runs-blog.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
