// Sites: reading them (one, a team's, an organisation's, a search across everything the viewer reaches),
// creating, changing, moving between teams and deleting them. Every call goes through Access first.

import type { PlanGate } from '@pace/billing/gates';
import { NetworkPolicy } from '@pace/lighthouse-runner';
import {
  type Database,
  IP_OPTIONS,
  MAX_SNAPSHOT_INTERVAL_HOURS,
  Op,
  type Site,
  SNAPSHOT_SCHEDULES,
} from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import { isLocationLive } from '@pace/synthetic/test-locations';
import type { WhereOptions } from 'sequelize';
import { z } from 'zod';
import type { Access, OrganisationScope, SiteScope } from '../kernel/auth/access.ts';
import { parseInput } from '../kernel/input.ts';
import { type DataSource, withSource } from './data-sources.ts';
import {
  type Connection,
  containing,
  containingFolded,
  keysetPage,
  type PageArgs,
  pageSize,
} from './pagination.ts';
import { slugify, uniqueSlug } from './slugs.ts';

export interface SitesFilter {
  nameContains?: string | null;
  dataSource?: DataSource | null;
}

// Empty clears the field (null); left out keeps it (undefined): a screen that saves other fields of the
// site must not clear the test location it never showed.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const formAuthInput = z.object({
  url: optionalText(2048).refine((value) => value == null || URL.canParse(value), 'Enter a full URL'),
  formSelector: optionalText(1024),
  username: optionalText(255),
  usernameSelector: optionalText(1024),
  /** Null keeps the stored password; an empty string clears it. */
  password: z.string().max(255, 'Must be at most 255 characters').nullish(),
  passwordSelector: optionalText(1024),
  submitSelector: optionalText(1024),
});

const siteInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(254, 'Name must be under 255 characters'),
  canonicalUrl: z
    .string()
    .trim()
    .max(2048, 'URL is too long')
    .refine((value) => /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value), 'Enter a full http(s) URL'),
  teamId: z.string().nullish(),
  snapshotSchedule: z.enum(SNAPSHOT_SCHEDULES).nullish(),
  snapshotIntervalHours: z
    .number()
    .int()
    .min(1, `Snapshot interval must be 1 to ${MAX_SNAPSHOT_INTERVAL_HOURS} hours`)
    .max(MAX_SNAPSHOT_INTERVAL_HOURS, `Snapshot interval must be 1 to ${MAX_SNAPSHOT_INTERVAL_HOURS} hours`)
    .nullish(),
  // Empty: the default location; a name is checked against the live locations (checkLocation).
  testLocation: optionalText(32),
  ipOption: z.enum(IP_OPTIONS).nullish(),
  formAuth: formAuthInput.nullish(),
});
export type SiteInput = z.input<typeof siteInput>;

export class SiteService {
  constructor(
    private readonly db: Database,
    private readonly gates: PlanGate,
    /** The URL policy for the site's URL and its sign-in form's (the audit opens both). */
    private readonly policy = new NetworkPolicy(),
  ) {}

  get(access: Access, teamSlug: string, siteSlug: string): Promise<SiteScope> {
    return access.site(teamSlug, siteSlug, 'readSites');
  }

  async listForTeam(
    access: Access,
    teamSlug: string,
    filter: SitesFilter | null | undefined,
    page: PageArgs,
  ): Promise<Connection<Site>> {
    const { team } = await access.team(teamSlug, 'readSites');
    return this.page([team.id], filter, page);
  }

  async listForOrganisation(
    access: Access,
    orgSlug: string,
    filter: SitesFilter | null | undefined,
    page: PageArgs,
  ): Promise<Connection<Site>> {
    const scope = await access.organisation(orgSlug, 'readSites');
    return this.page(await access.reachableTeamIds(scope), filter, page);
  }

  /** Sites of the given (already reached) teams, by name. */
  async page(teamIds: number[], filter: SitesFilter | null | undefined, page: PageArgs) {
    return keysetPage(this.db.models.Site, {
      where: this.filterWhere(teamIds, filter),
      first: pageSize(page.first, 25),
      cursor: page.cursor,
    });
  }

  /** Every site the viewer reaches whose name or slug contains `query`, by name. */
  /** The site's secret, for those who may change the site (null for everyone else). */
  secretOf(access: Access, scope: OrganisationScope, site: Pick<Site, 'secret'>): string | null {
    return access.can(scope, 'updateSites') ? site.secret : null;
  }

  async search(access: Access, query: string, first: number | null | undefined): Promise<Site[]> {
    access.requireUser();
    const limit = pageSize(first, 10);
    const teamIds: number[] = [];
    for (const scope of await this.scopes(access)) teamIds.push(...(await access.reachableTeamIds(scope)));
    const text = query.trim();
    // The ids first: name, team and the folded name and slug (search_text) are all in the index
    // sites_name_search, so this walks the index by name and stops at the limit (or scans small index
    // entries, for a rare text), reading no row; then the rows of those few sites.
    const found = await this.db.models.Site.findAll({
      attributes: ['id'],
      where: {
        [Op.and]: [{ teamId: teamIds }, ...(text ? [containingFolded('Site.search_text', text)] : [])],
      },
      order: [
        ['name', 'ASC'],
        ['id', 'ASC'],
      ],
      limit,
    });
    if (found.length === 0) return [];
    const rows = new Map(
      (await this.db.models.Site.findAll({ where: { id: found.map((row) => row.id) } })).map((row) => [
        row.id,
        row,
      ]),
    );
    return found.flatMap((row) => rows.get(row.id) ?? []);
  }

  async create(access: Access, teamSlug: string, input: SiteInput): Promise<Site> {
    const { team, organisation } = await access.team(teamSlug, 'createSites');
    const values = this.parse(input);
    if (values.teamId && values.teamId !== team.slug) {
      throw new BadUserInputError('A new site is created in the team it is added to', { field: 'teamId' });
    }
    const schedule = values.snapshotSchedule ?? 'off';
    checkInterval(schedule, values.snapshotIntervalHours ?? null);
    await this.checkLocation(values.testLocation, null);
    const slug = await uniqueSlug(this.db.models.Site, slugify(values.name, 'site'), { teamId: team.id });
    const row = {
      teamId: team.id,
      name: values.name,
      slug,
      canonicalUrl: values.canonicalUrl,
      snapshotSchedule: schedule,
      snapshotIntervalHours: values.snapshotIntervalHours ?? null,
      testLocation: values.testLocation,
      ipOption: values.ipOption ?? ('dynamic' as const),
      ...formAuthValues(values.formAuth, null),
    };
    // Billing's gate: a paused or inactive organisation adds no sites.
    return this.gates.withinLimits(organisation, 'site', 1, (transaction) =>
      this.db.models.Site.create(row, { transaction }),
    );
  }

  /**
   * Changes a site; `input.teamId` moves it to another team of the same organisation, after which only
   * that team (and administrators) reach it. Its slug changes only if the new team already uses it.
   */
  async update(access: Access, teamSlug: string, siteSlug: string, input: SiteInput): Promise<Site> {
    const scope = await access.site(teamSlug, siteSlug, 'updateSites');
    const values = this.parse(input);
    const { site } = scope;
    let teamId = site.teamId;
    let slug = site.slug;
    if (values.teamId && values.teamId !== scope.team.slug) {
      const target = await access.team(values.teamId, 'createSites').catch((error: unknown) => {
        throw error instanceof NotFoundError
          ? new NotFoundError('Team not found', { field: 'teamId' })
          : error;
      });
      if (target.organisation.id !== scope.organisation.id) {
        throw new NotFoundError('Team not found', { field: 'teamId' });
      }
      teamId = target.team.id;
      slug = await uniqueSlug(this.db.models.Site, site.slug, { teamId });
    }
    const schedule = values.snapshotSchedule ?? site.snapshotSchedule;
    const interval =
      values.snapshotIntervalHours !== undefined
        ? values.snapshotIntervalHours
        : schedule === 'every_n_hours'
          ? site.snapshotIntervalHours
          : null;
    checkInterval(schedule, interval ?? null);
    await this.checkLocation(values.testLocation, site.testLocation);
    await site.update({
      teamId,
      slug,
      name: values.name,
      canonicalUrl: values.canonicalUrl,
      snapshotSchedule: schedule,
      snapshotIntervalHours: interval ?? null,
      ...(values.testLocation !== undefined ? { testLocation: values.testLocation } : {}),
      ...(values.ipOption ? { ipOption: values.ipOption } : {}),
      ...(values.formAuth !== undefined ? formAuthValues(values.formAuth, site) : {}),
    });
    return site;
  }

  /** The input, its URLs through the URL policy: an audit opens both, in a browser on our network. */
  private parse(input: SiteInput) {
    const values = parseInput(siteInput, input);
    const urls = { canonicalUrl: values.canonicalUrl, 'formAuth.url': values.formAuth?.url };
    for (const [field, url] of Object.entries(urls)) {
      const problem = url ? this.policy.urlProblem(url) : null;
      if (problem) throw new BadUserInputError(problem, { field });
    }
    return values;
  }

  /**
   * A new test location must have a live worker (its tests would wait for none otherwise); the site's
   * current one, even offline, and the default (null) are always accepted.
   */
  private async checkLocation(next: string | null | undefined, current: string | null) {
    if (!next || next === current) return;
    if (!(await isLocationLive(this.db, next)))
      throw new BadUserInputError(`No audit worker runs at ${next} now: choose a location from the list`, {
        field: 'testLocation',
      });
  }

  /** `confirmation` must be the site's name, as the screen shows it. */
  async delete(access: Access, teamSlug: string, siteSlug: string, confirmation: string): Promise<boolean> {
    const { site } = await access.site(teamSlug, siteSlug, 'updateSites');
    if (confirmation.trim() !== site.name) {
      throw new BadUserInputError(`Type the site's name, ${site.name}, to delete it`, {
        field: 'confirmation',
      });
    }
    await site.destroy();
    return true;
  }

  /** The organisations the viewer belongs to (a token: its own organisation), with the viewer's role. */
  private async scopes(access: Access): Promise<OrganisationScope[]> {
    const viewer = access.viewer;
    if (viewer.kind === 'anonymous' || viewer.kind === 'share') return [];
    const organisationIds =
      viewer.kind === 'token'
        ? [viewer.token.organisationId]
        : (
            await this.db.models.Membership.findAll({
              where: { userId: viewer.user.id },
              attributes: ['organisationId'],
            })
          ).map((row) => row.organisationId);
    const scopes: OrganisationScope[] = [];
    for (const organisation of await this.db.models.Organisation.findAll({
      where: { id: organisationIds },
    })) {
      const role = await access.roleIn(organisation);
      if (role) scopes.push({ organisation, role });
    }
    return scopes;
  }

  private filterWhere(teamIds: number[], filter: SitesFilter | null | undefined): WhereOptions {
    const conditions: WhereOptions[] = [{ teamId: teamIds }];
    const text = filter?.nameContains?.trim();
    if (text) conditions.push(containing('Site.name', text));
    if (filter?.dataSource) conditions.push(withSource(filter.dataSource));
    return { [Op.and]: conditions };
  }
}

function checkInterval(schedule: string, hours: number | null) {
  if (schedule === 'every_n_hours' && hours == null) {
    throw new BadUserInputError(
      `Snapshot interval (1 to ${MAX_SNAPSHOT_INTERVAL_HOURS} hours) is required for an every-N-hours schedule`,
      { field: 'snapshotIntervalHours' },
    );
  }
  if (schedule !== 'every_n_hours' && hours != null) {
    throw new BadUserInputError('Snapshot interval is set only for an every-N-hours schedule', {
      field: 'snapshotIntervalHours',
    });
  }
}

function formAuthValues(input: z.output<typeof formAuthInput> | null | undefined, site: Site | null) {
  const password =
    input?.password == null
      ? (site?.formAuthPassword ?? null)
      : input.password === ''
        ? null
        : input.password;
  return {
    formAuthUrl: input?.url ?? null,
    formAuthFormSelector: input?.formSelector ?? null,
    formAuthUsername: input?.username ?? null,
    formAuthUsernameSelector: input?.usernameSelector ?? null,
    formAuthPassword: input ? password : null,
    formAuthPasswordSelector: input?.passwordSelector ?? null,
    formAuthSubmitSelector: input?.submitSelector ?? null,
  };
}
