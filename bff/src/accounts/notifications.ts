// A user's email notification settings: which emails Pace sends them. Only their own, read by the user
// or their tokens, changed only from a signed-in session (like the rest of the account).
import { type Database, DEFAULT_NOTIFICATION_SETTINGS } from '@pace/platform/db';
import { z } from 'zod';
import type { Access } from '../kernel/auth/access.ts';
import { parseInput } from '../kernel/input.ts';

export interface NotificationSettingsValues {
  budgetAlerts: boolean;
  snapshotFailures: boolean;
  weeklySummary: boolean;
}

const settingsInput = z.object({
  budgetAlerts: z.boolean().nullish(),
  snapshotFailures: z.boolean().nullish(),
  weeklySummary: z.boolean().nullish(),
});

export class NotificationSettingsService {
  constructor(private readonly db: Database) {}

  /** The viewer's settings; everything on until they first save. */
  async get(access: Access): Promise<NotificationSettingsValues> {
    const user = access.requireUser();
    return this.forUser(user.id);
  }

  /** For senders of email (jobs): whether a user wants a kind of email. */
  async forUser(userId: number): Promise<NotificationSettingsValues> {
    const row = await this.db.models.NotificationSettings.findOne({ where: { userId } });
    if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
    return {
      budgetAlerts: row.budgetAlerts,
      snapshotFailures: row.snapshotFailures,
      weeklySummary: row.weeklySummary,
    };
  }

  /** Changes the given settings (a missing one keeps its value). */
  async update(access: Access, input: unknown): Promise<NotificationSettingsValues> {
    const user = access.requireSessionUser();
    const values = parseInput(settingsInput, input);
    const current = await this.forUser(user.id);
    const next: NotificationSettingsValues = {
      budgetAlerts: values.budgetAlerts ?? current.budgetAlerts,
      snapshotFailures: values.snapshotFailures ?? current.snapshotFailures,
      weeklySummary: values.weeklySummary ?? current.weeklySummary,
    };
    await this.db.models.NotificationSettings.upsert({ userId: user.id, ...next });
    return next;
  }
}
