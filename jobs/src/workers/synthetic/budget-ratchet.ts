// After a test's measurements are stored: the site's ratcheting budgets of those metrics tighten when
// their last K measurements allow it (@pace/synthetic's BudgetRatchet), and the people who get budget
// alerts hear of it. A ratchet or an alert that fails must not fail the test: its measurements stand.
import { createMailer } from '@pace/mail';
import type { Config } from '@pace/platform/config';
import type { Database } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import { BudgetAlerts, BudgetRatchet } from '@pace/synthetic';

export async function ratchetBudgets(
  { db, log, config }: { db: Database; log: Logger; config: Config },
  siteId: number,
  metrics: readonly string[],
) {
  const tightenings = await new BudgetRatchet(db).apply(siteId, metrics).catch((error: unknown) => {
    log.error({ err: error }, 'budget ratchet not applied');
    return [];
  });
  if (tightenings.length === 0) return tightenings;
  const mailer = createMailer(config, log);
  const alerts = new BudgetAlerts(db, mailer, config.publicUrl);
  for (const tightening of tightenings) {
    log.info(
      { event: 'budget.tightened', budget: tightening.budget.uuid, from: tightening.from, to: tightening.to },
      'budget tightened',
    );
    await alerts
      .sendTightened(tightening)
      .catch((error: unknown) => log.error({ err: error }, 'budget tightening alert not sent'));
  }
  mailer.close();
  return tightenings;
}
