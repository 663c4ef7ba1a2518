// A site's pages: what its snapshots test.
import type { PlanGate } from '@pace/billing/gates';
import { NetworkPolicy } from '@pace/lighthouse-runner';
import type { Config } from '@pace/platform/config';
import type { Database, Page } from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import type { Access } from '../kernel/auth/access.ts';
import { readSite, type SiteRef, writeSite } from '../kernel/auth/site-scope.ts';
import { pageInput, parse } from './input.ts';

export class PageService {
  private readonly policy: NetworkPolicy;

  constructor(
    private readonly db: Database,
    config: Config,
    private readonly gates: PlanGate,
  ) {
    this.policy = new NetworkPolicy(config.audits.allowedNetworks);
  }

  async list(access: Access, ref: SiteRef): Promise<Page[]> {
    const { site } = await readSite(access, ref);
    return this.db.models.Page.findAll({ where: { siteId: site.id }, order: [['name', 'ASC']] });
  }

  async get(access: Access, ref: SiteRef, uuid: string): Promise<Page> {
    const { site } = await readSite(access, ref);
    return this.find(site.id, uuid);
  }

  async create(access: Access, ref: SiteRef, input: unknown): Promise<Page> {
    const { site, organisation } = await writeSite(access, ref);
    const values = this.validate(input, site.canonicalUrl);
    // The plan's pages per site, counted in the transaction that adds the page.
    return this.gates.withinLimits(
      organisation,
      'page',
      1,
      (transaction) => this.db.models.Page.create({ siteId: site.id, ...values }, { transaction }),
      { siteId: site.id },
    );
  }

  async update(access: Access, ref: SiteRef, uuid: string, input: unknown): Promise<Page> {
    const { site } = await writeSite(access, ref);
    const page = await this.find(site.id, uuid);
    return page.update(this.validate(input, site.canonicalUrl));
  }

  async remove(access: Access, ref: SiteRef, uuid: string): Promise<boolean> {
    const { site } = await writeSite(access, ref);
    const page = await this.find(site.id, uuid);
    await this.db.sequelize.transaction(async (transaction) => {
      // Budgets name pages by id: forget this one in them; its tests and measurements go with it.
      const budgets = await this.db.models.Budget.findAll({ where: { siteId: site.id }, transaction });
      for (const budget of budgets.filter((b) => b.pageIds.includes(page.id))) {
        await budget.update({ pageIds: budget.pageIds.filter((id) => id !== page.id) }, { transaction });
      }
      await page.destroy({ transaction });
    });
    return true;
  }

  private async find(siteId: number, uuid: string): Promise<Page> {
    const page = await this.db.models.Page.findOne({ where: { siteId, uuid } });
    if (!page) throw NotFoundError.of('page');
    return page;
  }

  /** A path is taken relative to the site's URL; a full URL must be http(s) and not a private address. */
  private validate(input: unknown, canonicalUrl: string) {
    const { name, url } = parse(pageInput, input);
    let full: string;
    try {
      full = new URL(url, canonicalUrl).toString();
    } catch {
      throw new BadUserInputError('Enter a full URL, like https://example.com/, or a path like /pricing', {
        field: 'url',
      });
    }
    const problem = this.policy.urlProblem(full);
    if (problem) throw new BadUserInputError(problem, { field: 'url' });
    return { name, url: full };
  }
}
