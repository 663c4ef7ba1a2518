// Email notifications by user preference (the email-notifications screen): snapshot failures, sent
// after a snapshot fails, and the weekly summary. Budget alerts are sent by the synthetic area
// (services/synthetic/budget-alerts.ts). Recipients are the people who watch a site: the
// organisation's administrators and the members of the site's team.

import type { Mailer } from '@pace/mail';
import {
  ACCEPTED_MEMBERSHIP,
  type Database,
  DEFAULT_NOTIFICATION_SETTINGS,
  Op,
  type User,
} from '@pace/platform/db';
import type { SnapshotEventData } from './events.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

type Preference = keyof typeof DEFAULT_NOTIFICATION_SETTINGS;

/** The people watching a site who want this kind of email. */
export async function watchersOf(db: Database, siteId: number, preference: Preference): Promise<User[]> {
  const { Site, Team, Membership, TeamMember, User, NotificationSettings } = db.models;
  const site = await Site.findByPk(siteId);
  const team = site ? await Team.findByPk(site.teamId) : null;
  if (!team) return [];
  const memberships = await Membership.findAll({
    where: { organisationId: team.organisationId, [Op.and]: [ACCEPTED_MEMBERSHIP] },
  });
  const inTeam = new Set((await TeamMember.findAll({ where: { teamId: team.id } })).map((row) => row.userId));
  const ids = memberships
    .filter((row) => row.role === 'admin' || inTeam.has(row.userId))
    .map((row) => row.userId);
  return usersWanting(db, ids, preference, User, NotificationSettings);
}

async function usersWanting(
  db: Database,
  ids: number[],
  preference: Preference,
  UserModel = db.models.User,
  Settings = db.models.NotificationSettings,
): Promise<User[]> {
  if (ids.length === 0) return [];
  const settings = await Settings.findAll({ where: { userId: ids } });
  const wants = (id: number) =>
    settings.find((row) => row.userId === id)?.[preference] ?? DEFAULT_NOTIFICATION_SETTINGS[preference];
  return (await UserModel.findAll({ where: { id: ids }, order: [['id', 'ASC']] })).filter((user) =>
    wants(user.id),
  );
}

export async function sendSnapshotFailure(
  db: Database,
  mailer: Mailer,
  siteId: number,
  data: SnapshotEventData,
) {
  const { site, snapshot } = data;
  const subject = `${site.name}: snapshot ${snapshot.status}`;
  const text = `A snapshot of ${site.name} ${snapshot.status}: ${snapshot.tests.failed} of ${snapshot.tests.total} tests could not measure their page.\n\n${snapshot.link}\n\nYou can turn snapshot failure emails off in your email notification settings.`;
  const html = `<p>A snapshot of <strong>${escapeHtml(site.name)}</strong> ${escapeHtml(snapshot.status)}: ${snapshot.tests.failed} of ${snapshot.tests.total} tests could not measure their page.</p><p><a href="${escapeHtml(snapshot.link)}">See the snapshot</a></p><p>You can turn snapshot failure emails off in your email notification settings.</p>`;
  const sent: string[] = [];
  for (const user of await watchersOf(db, siteId, 'snapshotFailures')) {
    await mailer.send({ to: user.email, subject, text, html });
    sent.push(user.email);
  }
  return sent;
}

/**
 * The weekly summary: for each user who wants it, their sites' snapshots of the past 7 days (how many,
 * how many failed) and their budgets not met. Returns the addresses written to.
 */
export async function sendWeeklySummaries(db: Database, mailer: Mailer, publicUrl: string, now = new Date()) {
  const { Membership, TeamMember, Team, Site, Snapshot, Budget } = db.models;
  const since = new Date(now.getTime() - 7 * 24 * 3600_000);
  const memberships = await Membership.findAll({ where: ACCEPTED_MEMBERSHIP });
  const users = await usersWanting(db, [...new Set(memberships.map((row) => row.userId))], 'weeklySummary');
  const week = weekOf(now);
  const already = new Set(
    (await db.models.WeeklySummarySent.findAll({ where: { week }, attributes: ['userId'] })).map(
      (row) => row.userId,
    ),
  );
  const sent: string[] = [];
  for (const user of users) {
    // The schedule also runs when it starts (every start of the embedded mode): once a week each.
    if (already.has(user.id)) continue;
    const mine = memberships.filter((row) => row.userId === user.id);
    const adminOf = mine.filter((row) => row.role === 'admin').map((row) => row.organisationId);
    const teamIds = (await TeamMember.findAll({ where: { userId: user.id } })).map((row) => row.teamId);
    const teams = await Team.findAll({
      where: {
        [Op.or]: [
          { organisationId: adminOf },
          { id: teamIds, organisationId: mine.map((row) => row.organisationId) },
        ],
      },
    });
    const sites = await Site.findAll({
      where: { teamId: teams.map((team) => team.id) },
      order: [['name', 'ASC']],
    });
    if (sites.length === 0) continue;
    const lines: string[] = [];
    for (const site of sites) {
      const team = teams.find((candidate) => candidate.id === site.teamId)!;
      const snapshots = await Snapshot.findAll({
        where: { siteId: site.id, createdAt: { [Op.gte]: since } },
        attributes: ['status'],
      });
      const failed = snapshots.filter((row) => row.status === 'failed' || row.status === 'errored').length;
      const unmet = await Budget.count({ where: { siteId: site.id, state: ['exceeded', 'at_risk'] } });
      lines.push(
        `${site.name}: ${snapshots.length} snapshot${snapshots.length === 1 ? '' : 's'}${failed ? `, ${failed} failed` : ''}; ${unmet ? `${unmet} budgets at risk or exceeded` : 'budgets fine'} — ${publicUrl}/teams/${team.slug}/${site.slug}`,
      );
    }
    const text = `Your sites this week:\n\n${lines.join('\n')}\n\nYou can turn the weekly summary off in your email notification settings.`;
    const html = `<p>Your sites this week:</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p>You can turn the weekly summary off in your email notification settings.</p>`;
    await mailer.send({ to: user.email, subject: 'Pace: your weekly summary', text, html });
    await db.models.WeeklySummarySent.create({ userId: user.id, week });
    sent.push(user.email);
  }
  return sent;
}

/** The Monday (UTC) that starts the week of `date`, as YYYY-MM-DD. */
export function weekOf(date: Date): string {
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 24 * 3600_000);
  return monday.toISOString().slice(0, 10);
}
