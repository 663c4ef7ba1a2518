// The staff-only lists of /admin: every organisation and every user, searchable, paged.

import { BillingAccounts } from '@pace/billing/account';
import {
  type Database,
  Op,
  type Organisation,
  type Role,
  type Subscription,
  type User,
} from '@pace/platform/db';
import { NotFoundError } from '@pace/platform/errors';
import type { Access } from '../kernel/auth/access.ts';
import { type Connection, containing, keysetPage, type PageArgs } from './pagination.ts';

const ADMIN_PAGE_SIZE = 50;

export class AdminService {
  constructor(private readonly db: Database) {}

  /** Organisations whose name or slug contains `query`, by name. */
  organisations(
    access: Access,
    query: string | null | undefined,
    page: PageArgs,
  ): Promise<Connection<Organisation>> {
    access.requireStaff();
    const text = query?.trim();
    return keysetPage(this.db.models.Organisation, {
      where: text
        ? { [Op.or]: [containing('Organisation.name', text), containing('Organisation.slug', text)] }
        : {},
      first: ADMIN_PAGE_SIZE,
      cursor: page.cursor,
    });
  }

  /** A further free trial, from now, for an organisation without a plan: staff's decision, not a sign-up's. */
  async grantTrial(access: Access, orgSlug: string): Promise<Organisation> {
    access.requireStaff();
    const organisation = await this.db.models.Organisation.findOne({ where: { slug: orgSlug } });
    if (!organisation) throw NotFoundError.of('organisation');
    await new BillingAccounts(this.db, () => new Date()).grantTrial(organisation);
    return organisation.reload();
  }

  /** Users whose name or email contains `query`, by name. */
  users(access: Access, query: string | null | undefined, page: PageArgs): Promise<Connection<User>> {
    access.requireStaff();
    const text = query?.trim();
    return keysetPage(this.db.models.User, {
      where: text ? { [Op.or]: [containing('User.name', text), containing('User.email', text)] } : {},
      first: ADMIN_PAGE_SIZE,
      cursor: page.cursor,
    });
  }

  /** A user's organisations and roles in them (the staff screen's user list). */
  async organisationsOf(user: { id: number }): Promise<{ organisation: Organisation; role: Role }[]> {
    const memberships = await this.db.models.Membership.findAll({
      where: { userId: user.id },
      include: [{ association: 'organisation' }],
    });
    return memberships.map((membership) => ({
      organisation: (membership as unknown as { organisation: Organisation }).organisation,
      role: membership.role,
    }));
  }

  /** The organisation's subscription (plan and state), if it has one. */
  subscriptionOf(organisation: { id: number }): Promise<Subscription | null> {
    return this.db.models.Subscription.findOne({
      where: { organisationId: organisation.id },
      order: [['id', 'DESC']],
    });
  }

  /** Tests counted since the first day of this month (UTC), from the daily usage counters. */
  async testsThisMonth(organisation: { id: number }, now = new Date()): Promise<number> {
    const firstDay = `${now.toISOString().slice(0, 7)}-01`;
    const total = await this.db.models.UsageCounter.sum('tests', {
      where: { organisationId: organisation.id, day: { [Op.gte]: firstDay } },
    });
    return Number(total) || 0;
  }

  peopleIn(organisation: { id: number }): Promise<number> {
    return this.db.models.Membership.count({ where: { organisationId: organisation.id } });
  }
}
