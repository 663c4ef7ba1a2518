// A budget's change of state, and a ratcheting budget's tightening, by email to the people who watch its site: administrators of the
// organisation and the members of the site's team, unless they turned budget alerts off. Chat and
// webhook channels subscribe to the same change with the integrations.

import type { Mailer } from '@pace/mail';
import { budgetStateLabel, formatMetric, getMetric } from '@pace/metrics';
import type { Budget } from '@pace/platform/db';
import { ACCEPTED_MEMBERSHIP, type Database, DEFAULT_NOTIFICATION_SETTINGS, Op } from '@pace/platform/db';
import type { BudgetChange } from './budget-evaluator.ts';
import type { BudgetTightening } from './budget-ratchet.ts';

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

  /** Who should hear of a budget's news (opted in to budget alerts), with its site and team. */
  private async audience(budget: Budget) {
    const { Site, Team, Membership, TeamMember, User, NotificationSettings } = this.db.models;
    const site = await Site.findByPk(budget.siteId);
    const team = site ? await Team.findByPk(site.teamId) : null;
    if (!site || !team) return null;
    const memberships = await Membership.findAll({
      where: { organisationId: team.organisationId, [Op.and]: [ACCEPTED_MEMBERSHIP] },
    });
    const inTeam = new Set(
      (await TeamMember.findAll({ where: { teamId: team.id } })).map((member) => member.userId),
    );
    const userIds = memberships
      .filter((membership) => membership.role === 'admin' || inTeam.has(membership.userId))
      .map((membership) => membership.userId);
    if (userIds.length === 0) return null;
    const users = await User.findAll({ where: { id: userIds } });
    const settings = await NotificationSettings.findAll({ where: { userId: userIds } });
    const wants = (userId: number) =>
      settings.find((row) => row.userId === userId)?.budgetAlerts ??
      DEFAULT_NOTIFICATION_SETTINGS.budgetAlerts;
    const link = `${this.publicUrl}/teams/${team.slug}/${site.slug}/budgets/${budget.uuid}`;
    return { site, link, users: users.filter((user) => wants(user.id)) };
  }

  private async mail(
    users: { email: string }[],
    message: { subject: string; text: string; html: string },
  ): Promise<string[]> {
    const sent: string[] = [];
    for (const user of users) {
      await this.mailer.send({ to: user.email, ...message });
      sent.push(user.email);
    }
    return sent;
  }

  /** Emails everyone who should hear of the change; returns their addresses. */
  async send(change: BudgetChange): Promise<string[]> {
    const audience = await this.audience(change.budget);
    if (!audience) return [];
    const { site, link, users } = audience;
    const metric = getMetric('synthetic', change.budget.metric);
    const side = metric.budgetDirection === 'GreaterThan' ? 'at most' : 'at least';
    const budget = `${metric.name} ${side} ${formatMetric(metric, change.budget.value)}`;
    const state = budgetStateLabel(change.to);
    const subject = `${site.name}: budget ${state.toLowerCase()} (${budget})`;
    const text = `The budget "${budget}" of ${site.name} is now ${state.toLowerCase()} (it was ${budgetStateLabel(change.from).toLowerCase()}).\n\n${link}\n\nYou can turn budget alerts off in your email notification settings.`;
    const html = `<p>The budget <strong>${escapeHtml(budget)}</strong> of ${escapeHtml(site.name)} is now <strong>${escapeHtml(state.toLowerCase())}</strong> (it was ${escapeHtml(budgetStateLabel(change.from).toLowerCase())}).</p><p><a href="${escapeHtml(link)}">See the budget</a></p><p>You can turn budget alerts off in your email notification settings.</p>`;
    return this.mail(users, { subject, text, html });
  }

  /** Emails everyone who should hear that a ratcheting budget tightened; returns their addresses. */
  async sendTightened(tightening: BudgetTightening): Promise<string[]> {
    const audience = await this.audience(tightening.budget);
    if (!audience) return [];
    const { site, link, users } = audience;
    const metric = getMetric('synthetic', tightening.budget.metric);
    const side = metric.budgetDirection === 'GreaterThan' ? 'at most' : 'at least';
    const from = formatMetric(metric, tightening.from);
    const to = formatMetric(metric, tightening.to);
    const count = tightening.change.measurements.length;
    const subject = `${site.name}: budget tightened (${metric.name} ${side} ${to})`;
    const what = `The budget for ${metric.name} of ${site.name} tightened from ${side} ${from} to ${side} ${to}: the last ${count} measurements were all under it by its margin.`;
    const text = `${what}\n\nSee its history: ${link}\n\nYou can turn budget alerts off in your email notification settings.`;
    const html = `<p>${escapeHtml(what)}</p><p><a href="${escapeHtml(link)}">See its history</a></p><p>You can turn budget alerts off in your email notification settings.</p>`;
    return this.mail(users, { subject, text, html });
  }
}
