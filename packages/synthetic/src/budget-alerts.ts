// A budget's change of state, by email to the people who watch its site: administrators of the
// organisation and the members of the site's team, unless they turned budget alerts off. Chat and
// webhook channels subscribe to the same change with the integrations.

import type { Mailer } from '@pace/mail';
import { budgetStateLabel, formatMetric, getMetric } from '@pace/metrics';
import { type Database, DEFAULT_NOTIFICATION_SETTINGS } from '@pace/platform/db';
import type { BudgetChange } from './budget-evaluator.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export class BudgetAlerts {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  /** Emails everyone who should hear of the change; returns their addresses. */
  async send(change: BudgetChange): Promise<string[]> {
    const { Site, Team, Membership, TeamMember, User, NotificationSettings } = this.db.models;
    const site = await Site.findByPk(change.budget.siteId);
    const team = site ? await Team.findByPk(site.teamId) : null;
    if (!site || !team) return [];
    const memberships = await Membership.findAll({ where: { organisationId: team.organisationId } });
    const inTeam = new Set(
      (await TeamMember.findAll({ where: { teamId: team.id } })).map((member) => member.userId),
    );
    const userIds = memberships
      .filter((membership) => membership.role === 'admin' || inTeam.has(membership.userId))
      .map((membership) => membership.userId);
    if (userIds.length === 0) return [];
    const users = await User.findAll({ where: { id: userIds } });
    const settings = await NotificationSettings.findAll({ where: { userId: userIds } });
    const wants = (userId: number) =>
      settings.find((row) => row.userId === userId)?.budgetAlerts ??
      DEFAULT_NOTIFICATION_SETTINGS.budgetAlerts;

    const metric = getMetric('synthetic', change.budget.metric);
    const side = metric.budgetDirection === 'GreaterThan' ? 'at most' : 'at least';
    const budget = `${metric.name} ${side} ${formatMetric(metric, change.budget.value)}`;
    const state = budgetStateLabel(change.to);
    const link = `${this.publicUrl}/teams/${team.slug}/${site.slug}/budgets/${change.budget.uuid}`;
    const subject = `${site.name}: budget ${state.toLowerCase()} (${budget})`;
    const text = `The budget "${budget}" of ${site.name} is now ${state.toLowerCase()} (it was ${budgetStateLabel(change.from).toLowerCase()}).\n\n${link}\n\nYou can turn budget alerts off in your email notification settings.`;
    const html = `<p>The budget <strong>${escapeHtml(budget)}</strong> of ${escapeHtml(site.name)} is now <strong>${escapeHtml(state.toLowerCase())}</strong> (it was ${escapeHtml(budgetStateLabel(change.from).toLowerCase())}).</p><p><a href="${escapeHtml(link)}">See the budget</a></p><p>You can turn budget alerts off in your email notification settings.</p>`;
    const sent: string[] = [];
    for (const user of users.filter((candidate) => wants(candidate.id))) {
      await this.mailer.send({ to: user.email, subject, text, html });
      sent.push(user.email);
    }
    return sent;
  }
}
