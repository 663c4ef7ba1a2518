// Whether an organisation's account lets the work that runs without anyone asking go on (spec sections 4
// and 8): RUM beacons collected and stored, CrUX collected. A paused or ended account stops costing us
// and resumes as soon as its state changes back. Read-only: it never starts a trial nor expires one (the
// gates and the timers do), it reads the state as they would decide it. Cached a few seconds per process,
// since beacons ask by the thousand; a change made in this process applies at once (invalidate).
import type { Database, Organisation, Subscription } from '@pace/platform/db';
import { MESSAGES } from './errors.ts';
import { DAY_MS, rumPageViewQuota, TRIAL_DAYS } from './plans.ts';
import { INACTIVE_STATUSES } from './status.ts';

export type AccountStanding =
  | { active: true /** RUM page views a month; null: no limit (BILLING=off) */; rumPageViews: number | null }
  | { active: false; reason: 'paused' | 'inactive'; message: string };

const UNLIMITED: AccountStanding = { active: true, rumPageViews: null };
const PAUSED: AccountStanding = { active: false, reason: 'paused', message: MESSAGES.paused };
const INACTIVE: AccountStanding = { active: false, reason: 'inactive', message: MESSAGES.inactive };

type SubscriptionState = Pick<Subscription, 'status' | 'stripeSubscriptionId' | 'trialEndsAt' | 'plan'>;

/**
 * The standing of an organisation with this subscription (null: none yet, its trial starts from the
 * organisation's creation). A trial past its end without a plan is ended, timer job run or not.
 */
export function standingOf(
  organisation: Pick<Organisation, 'isActive' | 'createdAt'>,
  subscription: SubscriptionState | null,
  now: Date,
): AccountStanding {
  if (subscription?.status === 'paused') return PAUSED;
  if (!organisation.isActive) return INACTIVE;
  if (subscription && INACTIVE_STATUSES.has(subscription.status)) return INACTIVE;
  const trialEnd = subscription
    ? subscription.status === 'trialing' && !subscription.stripeSubscriptionId
      ? subscription.trialEndsAt
      : null
    : new Date((organisation.createdAt ?? now).getTime() + TRIAL_DAYS * DAY_MS);
  if (trialEnd && trialEnd.getTime() <= now.getTime()) return INACTIVE;
  return { active: true, rumPageViews: rumPageViewQuota(subscription?.plan ?? null) };
}

const TTL_MS = 10_000;

export class AccountStandings {
  private readonly cache = new Map<number, { standing: AccountStanding; expires: number }>();

  /** `enabled` false (BILLING=off): every organisation is active, nothing is read. */
  constructor(
    private readonly db: Database,
    private readonly options: { enabled: boolean; clock?: () => Date; ttlMs?: number },
  ) {}

  async ofOrganisation(organisationId: number): Promise<AccountStanding> {
    if (!this.options.enabled) return UNLIMITED;
    const now = Date.now();
    const cached = this.cache.get(organisationId);
    if (cached && cached.expires > now) return cached.standing;
    let standing: AccountStanding;
    try {
      standing = await this.load(organisationId);
    } catch (error) {
      // The database is down: the last standing read serves on, asked again in a second.
      if (!cached) throw error;
      this.cache.set(organisationId, { standing: cached.standing, expires: now + 1_000 });
      return cached.standing;
    }
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(organisationId, { standing, expires: now + (this.options.ttlMs ?? TTL_MS) });
    return standing;
  }

  private async load(organisationId: number): Promise<AccountStanding> {
    const { Organisation, Subscription } = this.db.models;
    const organisation = await Organisation.findByPk(organisationId, {
      attributes: ['id', 'isActive', 'createdAt'],
    });
    // Deleted (a cancelled account): nothing of it may run.
    if (!organisation) return INACTIVE;
    const subscription = await Subscription.findOne({ where: { organisationId } });
    return standingOf(organisation, subscription, this.options.clock?.() ?? new Date());
  }

  /** The sites (of these) whose organisation is active. */
  async activeSites(siteIds: readonly number[]): Promise<Set<number>> {
    if (!this.options.enabled || siteIds.length === 0) return new Set(siteIds);
    const { Site, Team } = this.db.models;
    const sites = await Site.findAll({ where: { id: [...new Set(siteIds)] }, attributes: ['id', 'teamId'] });
    const teams = await Team.findAll({
      where: { id: [...new Set(sites.map((site) => site.teamId))] },
      attributes: ['id', 'organisationId'],
    });
    const organisationOf = new Map(teams.map((team) => [team.id, team.organisationId]));
    const active = new Set<number>();
    for (const site of sites) {
      const organisationId = organisationOf.get(site.teamId);
      if (organisationId !== undefined && (await this.ofOrganisation(organisationId)).active) {
        active.add(site.id);
      }
    }
    return active;
  }

  /** Forgets the organisation's standing (all of them without an id): its next read is fresh. */
  invalidate(organisationId?: number | null) {
    if (organisationId == null) this.cache.clear();
    else this.cache.delete(organisationId);
  }

  /**
   * Forgets an organisation's standing whenever this process saves its subscription (a pause, a resume, a
   * webhook, a trial ended): the change applies to its beacons at once, not after the cache's lifetime.
   */
  watch(): this {
    this.db.models.Subscription.addHook('afterSave', (subscription: Subscription) =>
      this.invalidate(subscription.organisationId),
    );
    this.db.models.Organisation.addHook('afterBulkUpdate', () => this.invalidate());
    return this;
  }
}
