// The field's element in the lab's trace (issue 22): for a page with RUM data and a synthetic page of the
// same path (or page grouping), the LCP and slowest INP elements of real visitors beside the LCP element,
// parts and long tasks of the latest completed test of that page, with a verdict. Reads the RUM element
// rollups and the test's stored Lighthouse report; `report` asks Access for the site first.
import { type LighthouseReport, lcpElementOf, lcpPartsOf, longTasksOf } from '@pace/lighthouse-runner';
import { lcpPartsBreakdown } from '@pace/metrics';
import type { ArtifactStore } from '@pace/platform/artifacts';
import type { Database, Page, Site } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import { OTHER_VALUE } from '@pace/rum/dimensions';
import { compareElements, type ElementVerdict } from '@pace/rum/element-match';
import { type FieldElement, fieldElements } from '@pace/rum/elements';
import { pageGroupingClassifier } from '@pace/rum/page-grouping';
import { type DayRange, periodRange, type RumPeriod } from '@pace/rum/periods';
import { fieldPathOf } from '@pace/rum/privacy';
import type { Access } from '../kernel/auth/access.ts';
import type { QueryFieldLabArgs } from '../kernel/generated/resolvers.ts';
import { verdictText } from './verdict.ts';

export type PageKind = 'path' | 'pageGrouping';
export interface PageChoice {
  pageKind: PageKind;
  page: string;
}

/** A site's page groupings (the RUM settings'), by name. */
export type PageGroupingsOf = (siteId: number) => Promise<readonly { name: string }[]>;

const INP_PARTS = ['inp_input_delay', 'inp_processing_duration', 'inp_presentation_delay'] as const;

/** The part with the largest p75 (LCP: the rule of @pace/metrics; INP: the same rule over its three). */
function dominantOf(
  metric: 'lcp' | 'inp',
  source: 'rum' | 'synthetic',
  parts: Record<string, number | null>,
) {
  if (metric === 'lcp') return lcpPartsBreakdown(source, parts).dominant;
  const known = INP_PARTS.filter((key) => typeof parts[key] === 'number');
  if (known.length < INP_PARTS.length) return null;
  return known.reduce((best, key) => (parts[key]! > parts[best]! ? key : best));
}

const partsList = (parts: Record<string, number | null | undefined>) =>
  Object.entries(parts).map(([metric, p75]) => ({ metric, p75: p75 ?? null }));

export class FieldLabService {
  constructor(
    private readonly db: Database,
    private readonly store: ArtifactStore,
    private readonly groupingsOf: PageGroupingsOf,
  ) {}

  /**
   * Query.fieldLab: readSites on the site first (members of the site's team, as every RUM and synthetic
   * read), then the page checked against the site's own page groupings.
   */
  async comparisonFor(access: Access, args: QueryFieldLabArgs) {
    const { site } = await access.site(args.teamId, args.siteId, 'readSites');
    if ([args.path, args.pageGrouping, args.pageId].filter(Boolean).length > 1) {
      throw new BadUserInputError('Give one of path, page grouping or page', { field: 'pageGrouping' });
    }
    let choice: PageChoice | null = null;
    if (args.pageId) choice = await this.choiceOfPage(site, args.pageId);
    if (args.path) choice = { pageKind: 'path', page: args.path };
    if (args.pageGrouping) {
      const groupings = await this.groupingsOf(site.id);
      if (!groupings.some((grouping) => grouping.name === args.pageGrouping)) {
        throw new BadUserInputError(`No page grouping named ${args.pageGrouping}`, { field: 'pageGrouping' });
      }
      choice = { pageKind: 'pageGrouping', page: args.pageGrouping };
    }
    // The schema's default (last_month) makes the period always present.
    return this.compare(site, periodRange(args.period as RumPeriod), choice);
  }

  /** The comparison for `choice`, or for the busiest page that has both kinds of data; null if none. */
  async compare(site: Site, range: DayRange, choice: PageChoice | null) {
    const matches = await this.matchingPages(site, range);
    const chosen = choice ?? matches[0] ?? null;
    if (!chosen) return null;
    const where = { siteId: site.id, pageKind: chosen.pageKind, page: chosen.page };
    const [lcp, inp] = await Promise.all([
      fieldElements(this.db, { ...where, metric: 'lcp' }, range),
      fieldElements(this.db, { ...where, metric: 'inp' }, range),
    ]);
    const pages =
      matches.find((match) => match.page === chosen.page && match.pageKind === chosen.pageKind)
        ?.syntheticPages ?? (await this.syntheticPagesOf(site, chosen));
    const lab = await this.latestLab(pages);
    const named = (elements: FieldElement[]) => elements.filter((element) => element.element !== OTHER_VALUE);
    const fieldLcp = named(lcp.elements)[0] ?? null;
    const slowestInp =
      named(inp.elements)
        .filter((element) => element.p75 !== null)
        .sort((a, b) => b.p75! - a.p75!)[0] ?? null;
    const verdictOf = (element: FieldElement | null): ElementVerdict | 'no_data' =>
      element && lab?.element ? compareElements(element.element, lab.element.selector) : 'no_data';
    const present = (metric: 'lcp' | 'inp', element: FieldElement) => ({
      selector: element.element,
      pageViews: element.pageViews,
      share: element.share,
      p75: element.p75,
      parts: partsList(element.parts),
      dominantPart: dominantOf(metric, 'rum', element.parts as Record<string, number | null>),
      verdict: metric === 'lcp' ? verdictOf(element) : null,
    });
    const field = {
      lcpPageViews: lcp.pageViews,
      inpPageViews: inp.pageViews,
      lcpElements: lcp.elements.map((element) => present('lcp', element)),
      inpElements: inp.elements.map((element) => present('inp', element)),
      lcpElement: fieldLcp ? present('lcp', fieldLcp) : null,
      slowestInpElement: slowestInp ? present('inp', slowestInp) : null,
    };
    const verdict = verdictOf(fieldLcp);
    return {
      ...chosen,
      candidates: matches.map(({ pageKind, page }) => ({ pageKind, page })),
      field,
      lab,
      verdict,
      summary: verdictText(verdict, field.lcpElement, lab),
    };
  }

  /** The RUM path of a synthetic page of the site (its address with the site's path rules applied). */
  async choiceOfPage(site: Site, uuid: string): Promise<PageChoice> {
    const page = await this.db.models.Page.findOne({ where: { siteId: site.id, uuid } });
    if (!page) throw NotFoundError.of('page');
    const path = fieldPathOf(page.url, await this.pathRules(site.id));
    if (path === null) throw NotFoundError.of('page');
    return { pageKind: 'path', page: path };
  }

  /** Synthetic pages whose address falls under `choice` (its path after the site's rules, or its grouping). */
  private async syntheticPagesOf(site: Site, choice: PageChoice) {
    const [pages, classify, rules] = await Promise.all([
      this.db.models.Page.findAll({ where: { siteId: site.id } }),
      this.classifier(site.id),
      this.pathRules(site.id),
    ]);
    return pages.filter((page) => {
      const path = fieldPathOf(page.url, rules);
      if (path === null) return false;
      return choice.pageKind === 'path' ? path === choice.page : classify(path) === choice.page;
    });
  }

  /** Pages with RUM LCP data over the range that a synthetic page matches, busiest first. */
  private async matchingPages(site: Site, range: DayRange) {
    const [pages, classify, rules, rows] = await Promise.all([
      this.db.models.Page.findAll({ where: { siteId: site.id } }),
      this.classifier(site.id),
      this.pathRules(site.id),
      this.db.models.RumElementRollup.findAll({
        where: {
          siteId: site.id,
          metric: 'lcp',
          element: '*',
          day: { [Op.between]: [range.from, range.to] },
        },
        attributes: ['pageKind', 'page', 'pageViews'],
        raw: true,
      }),
    ]);
    const views = new Map<string, { pageKind: PageKind; page: string; pageViews: number }>();
    for (const row of rows) {
      const key = `${row.pageKind}\u0000${row.page}`;
      const current = views.get(key) ?? { pageKind: row.pageKind as PageKind, page: row.page, pageViews: 0 };
      current.pageViews += row.pageViews;
      views.set(key, current);
    }
    const paths = pages.map((page) => ({ page, path: fieldPathOf(page.url, rules) }));
    return [...views.values()]
      .map((view) => ({
        ...view,
        syntheticPages: paths
          .filter(
            ({ path }) =>
              path !== null && (view.pageKind === 'path' ? path === view.page : classify(path) === view.page),
          )
          .map(({ page }) => page),
      }))
      .filter((view) => view.syntheticPages.length > 0)
      .sort((a, b) =>
        a.pageKind === b.pageKind ? b.pageViews - a.pageViews : a.pageKind === 'path' ? -1 : 1,
      );
  }

  /** The latest completed test of the pages (any profile), with what its report says of the LCP. */
  private async latestLab(pages: Page[]) {
    if (pages.length === 0) return null;
    const test = await this.db.models.Test.findOne({
      where: { pageId: pages.map((page) => page.id), status: 'completed' },
      order: [
        ['finishedAt', 'DESC'],
        ['id', 'DESC'],
      ],
      include: [{ association: 'profile', attributes: ['name'] }],
    });
    if (!test) return null;
    const page = pages.find((candidate) => candidate.id === test.pageId)!;
    const report = await this.report(
      test.uuid,
      test.artifacts.some((a) => a.name === 'lighthouse.json'),
    );
    const measurements = await this.db.models.MetricMeasurement.findAll({
      where: {
        testId: test.id,
        metric: [
          'lcp',
          'lcp_ttfb',
          'lcp_resource_load_delay',
          'lcp_resource_load_duration',
          'lcp_element_render_delay',
        ],
      },
      raw: true,
    });
    const measured = Object.fromEntries(measurements.map((row) => [row.metric, row.value]));
    // The report's own parts first (a text LCP's resource parts are 0 there); the stored ones once pruned.
    const parts = (report && lcpPartsOf(report)) ?? measured;
    const { lcp: _lcp, ...onlyParts } = parts;
    return {
      testId: test.uuid,
      snapshotId: test.snapshotId,
      pageId: page.uuid,
      pageName: page.name,
      url: test.finalUrl ?? test.url,
      profileName: (test as unknown as { profile?: { name: string } }).profile?.name ?? null,
      finishedAt: test.finishedAt ?? null,
      element: report ? lcpElementOf(report) : null,
      lcp: measured.lcp ?? null,
      parts: partsList(onlyParts),
      dominantPart: dominantOf('lcp', 'synthetic', onlyParts),
      longTasks: report ? longTasksOf(report) : [],
    };
  }

  private async report(uuid: string, stored: boolean): Promise<LighthouseReport | null> {
    if (!stored) return null;
    const body = await this.store.get(`tests/${uuid}/lighthouse.json`);
    return body ? (JSON.parse(body.toString()) as LighthouseReport) : null;
  }

  private async classifier(siteId: number) {
    const groupings = await this.db.models.RumPageGrouping.findAll({
      where: { siteId },
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    return pageGroupingClassifier(groupings);
  }

  private async pathRules(siteId: number) {
    const settings = await this.db.models.RumSettings.findOne({
      where: { siteId },
      attributes: ['pathRules'],
    });
    return settings?.pathRules ?? [];
  }
}
