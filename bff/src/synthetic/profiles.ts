// A site's test profiles: device, connection, and what the browser sends, blocks or runs.
import type { PlanGate } from '@pace/billing/gates';
import { CONNECTIONS, DEVICES, findEntity } from '@pace/lighthouse-runner';
import type { Database, TestProfile } from '@pace/platform/db';
import { BadUserInputError, ConflictError, NotFoundError } from '@pace/platform/errors';
import type { Access } from '../kernel/auth/access.ts';
import { readSite, type SiteRef, writeSite } from '../kernel/auth/site-scope.ts';
import { parse, profileInput } from './input.ts';

export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly gates: PlanGate,
  ) {}

  async list(access: Access, ref: SiteRef): Promise<TestProfile[]> {
    const { site } = await readSite(access, ref);
    return this.db.models.TestProfile.findAll({ where: { siteId: site.id }, order: [['name', 'ASC']] });
  }

  async get(access: Access, ref: SiteRef, uuid: string): Promise<TestProfile> {
    const { site } = await readSite(access, ref);
    return this.find(site.id, uuid);
  }

  async create(access: Access, ref: SiteRef, input: unknown): Promise<TestProfile> {
    const { site, organisation } = await writeSite(access, ref);
    const values = this.validate(input);
    // The plan's test profiles (counted across the organisation), in the transaction that adds one.
    return this.gates.withinLimits(organisation, 'testProfile', 1, (transaction) =>
      this.db.models.TestProfile.create({ siteId: site.id, ...values }, { transaction }),
    );
  }

  async update(access: Access, ref: SiteRef, uuid: string, input: unknown): Promise<TestProfile> {
    const { site } = await writeSite(access, ref);
    const profile = await this.find(site.id, uuid);
    return profile.update(this.validate(input));
  }

  async remove(access: Access, ref: SiteRef, uuid: string): Promise<boolean> {
    const { site } = await writeSite(access, ref);
    const profile = await this.find(site.id, uuid);
    const count = await this.db.models.TestProfile.count({ where: { siteId: site.id } });
    if (count === 1) throw new ConflictError('A site keeps at least one test profile');
    await this.db.sequelize.transaction(async (transaction) => {
      const budgets = await this.db.models.Budget.findAll({ where: { siteId: site.id }, transaction });
      for (const budget of budgets.filter((b) => b.profileIds.includes(profile.id))) {
        await budget.update(
          { profileIds: budget.profileIds.filter((id) => id !== profile.id) },
          { transaction },
        );
      }
      await profile.destroy({ transaction });
    });
    return true;
  }

  /** The presets a profile can choose, for forms. */
  options() {
    return {
      devices: Object.entries(DEVICES).map(([key, device]) => ({ key, label: device.label })),
      connections: Object.entries(CONNECTIONS).map(([key, connection]) => ({ key, label: connection.label })),
    };
  }

  private async find(siteId: number, uuid: string): Promise<TestProfile> {
    const profile = await this.db.models.TestProfile.findOne({ where: { siteId, uuid } });
    if (!profile) throw NotFoundError.of('test profile');
    return profile;
  }

  private validate(input: unknown) {
    const values = parse(profileInput, input);
    const unknown = values.blockedThirdParties.find((name) => !findEntity(name));
    if (unknown)
      throw new BadUserInputError(`${unknown} is not a known third party`, { field: 'blockedThirdParties' });
    return values;
  }
}
