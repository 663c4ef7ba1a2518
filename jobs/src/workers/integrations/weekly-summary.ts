import { sendWeeklySummaries } from '@pace/integrations';
import { createMailer } from '@pace/mail';
import type { JobContext } from '@pace/platform/queues';
import { BaseTask } from '../base-task.ts';

/** Weekly: the summary email for everyone who wants it. */
export class WeeklySummaryTask extends BaseTask<'integrations', 'weekly-summary'> {
  readonly queue = 'integrations';
  readonly name = 'weekly-summary';

  async perform(_payload: Record<string, never>, context: JobContext) {
    const { config, db } = this.deps;
    const mailer = createMailer(config, context.log);
    try {
      const sent = await sendWeeklySummaries(db, mailer, config.publicUrl);
      context.log.info({ count: sent.length }, 'weekly summaries sent');
    } finally {
      mailer.close();
    }
  }
}
