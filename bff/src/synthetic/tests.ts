// A test and what its Lighthouse report says: audits per category, requests, long tasks (over 50 ms),
// third parties and the render timeline (filmstrip). Read from the stored report.
import { type LighthouseReport, longTasksOf, summariseThirdParties } from '@pace/lighthouse-runner';
import type { ArtifactStore } from '@pace/platform/artifacts';
import type { Database, Test } from '@pace/platform/db';
import { GoneError, NotFoundError } from '@pace/platform/errors';
import type { Access } from '../kernel/auth/access.ts';
import { readSite, type SiteRef } from '../kernel/auth/site-scope.ts';

export const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface AuditRef {
  id: string;
  weight: number;
}
interface Category {
  id: string;
  title: string;
  score: number | null;
  auditRefs: AuditRef[];
}
interface AuditResult {
  id: string;
  title: string;
  description?: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: unknown[] };
}

/** Why a test has no report any more, in the words its screen and its downloads use. */
export const prunedMessage = (at: Date) =>
  `This test's report, screenshot and filmstrip were removed on ${at.toISOString().slice(0, 10)} by the artifact retention policy; its metrics are kept.`;

export class TestService {
  private readonly reports = new Map<string, Promise<LighthouseReport | null>>();

  constructor(
    private readonly db: Database,
    private readonly store: ArtifactStore,
  ) {}

  async get(access: Access, ref: SiteRef, uuid: string): Promise<Test> {
    const { site } = await readSite(access, ref);
    const shared = access.sharedTest;
    const test = await this.db.models.Test.findOne({
      where: { siteId: site.id, uuid, ...(shared ? { id: shared.id } : {}) },
      include: [
        { association: 'page', attributes: ['uuid', 'name', 'url'] },
        { association: 'profile', attributes: ['uuid', 'name', 'device', 'connection'] },
      ],
    });
    if (!test) throw NotFoundError.of('test');
    return test;
  }

  /** A stored artifact of a test, for download: readSites on the test's site. */
  async artifact(access: Access, uuid: string, name: string) {
    const test = await this.db.models.Test.findOne({ where: { uuid } });
    const shared = access.sharedTest;
    if (!test || (shared && shared.id !== test.id)) throw NotFoundError.of('test');
    await access.siteById(test.siteId, 'readSites');
    if (test.artifactsPrunedAt) throw new GoneError(prunedMessage(test.artifactsPrunedAt));
    const artifact = test.artifacts.find((candidate) => candidate.name === name);
    const body = artifact ? await this.store.get(`tests/${test.uuid}/${artifact.name}`) : null;
    if (!artifact || !body) throw NotFoundError.of('artifact');
    return { test, artifact, body };
  }

  pagesById(ids: number[]) {
    return ids.length
      ? this.db.models.Page.findAll({ where: { id: [...new Set(ids)] } })
      : Promise.resolve([]);
  }

  profilesById(ids: number[]) {
    return ids.length
      ? this.db.models.TestProfile.findAll({ where: { id: [...new Set(ids)] } })
      : Promise.resolve([]);
  }

  /** The stored report of a completed test (read once per service instance and test). */
  report(test: Pick<Test, 'uuid' | 'artifacts'>): Promise<LighthouseReport | null> {
    if (!test.artifacts.some((artifact) => artifact.name === 'lighthouse.json')) return Promise.resolve(null);
    let report = this.reports.get(test.uuid);
    if (!report) {
      report = this.store
        .get(`tests/${test.uuid}/lighthouse.json`)
        .then((body) => (body ? (JSON.parse(body.toString()) as LighthouseReport) : null));
      this.reports.set(test.uuid, report);
      // Keep only a few reports: they are large.
      if (this.reports.size > 20) this.reports.delete(this.reports.keys().next().value!);
    }
    return report;
  }

  categories(report: LighthouseReport, only?: string) {
    const categories = report.categories as unknown as Record<string, Category>;
    const audits = report.audits as unknown as Record<string, AuditResult>;
    return CATEGORY_IDS.filter((id) => (only ? id === only : true) && categories[id]).map((id) => {
      const category = categories[id]!;
      return {
        id,
        title: category.title,
        score: category.score === null ? null : Math.round(category.score * 100),
        audits: category.auditRefs
          .map((ref) => audits[ref.id])
          .filter((audit): audit is AuditResult => Boolean(audit))
          .filter((audit) => !['notApplicable', 'manual'].includes(audit.scoreDisplayMode))
          .map((audit) => ({
            id: audit.id,
            title: audit.title,
            description: audit.description ?? null,
            score: audit.score === null ? null : Math.round(audit.score * 100),
            displayMode: audit.scoreDisplayMode,
            displayValue: audit.displayValue ?? null,
            // Informative audits (no score) are findings to read, not failures.
            passed: audit.score === null ? audit.scoreDisplayMode !== 'error' : audit.score >= 0.9,
          }))
          .sort((a, b) => Number(a.passed) - Number(b.passed) || (a.score ?? 101) - (b.score ?? 101)),
      };
    });
  }

  requests(report: LighthouseReport) {
    const items = (report.audits['network-requests']?.details?.items ?? []) as {
      url: string;
      resourceType?: string;
      mimeType?: string;
      statusCode?: number;
      transferSize?: number;
      resourceSize?: number;
      networkRequestTime?: number;
      networkEndTime?: number;
      entity?: string;
    }[];
    return items.map((item) => ({
      url: item.url,
      resourceType: item.resourceType ?? 'Other',
      mimeType: item.mimeType ?? null,
      statusCode: item.statusCode ?? null,
      transferSize: item.transferSize ?? 0,
      resourceSize: item.resourceSize ?? 0,
      startTime: item.networkRequestTime ?? 0,
      endTime: item.networkEndTime ?? 0,
      entity: item.entity ?? null,
    }));
  }

  longTasks(report: LighthouseReport) {
    return longTasksOf(report);
  }

  thirdParties(report: LighthouseReport) {
    return summariseThirdParties(report);
  }

  /** Filmstrip frames with the download name of each stored frame. */
  timeline(test: Pick<Test, 'artifacts'>, report: LighthouseReport) {
    const frames = (report.audits['screenshot-thumbnails']?.details?.items ?? []) as { timing: number }[];
    return frames.map((frame, index) => ({
      timing: frame.timing,
      artifact:
        test.artifacts.find((artifact) => artifact.name.startsWith(`filmstrip-${index}.`))?.name ?? null,
    }));
  }
}
