// The billing area's service: @pace/billing's BillingService behind the access check. Every read and write
// of an organisation's billing goes through access.organisation(orgId, 'manageBilling') first, and a token
// limited to one team does not reach it.
import { type BillingScope, BillingService } from '@pace/billing';
import type { Organisation } from '@pace/platform/db';
import { NotFoundError } from '@pace/platform/errors';
import type { Access } from '../kernel/auth/access.ts';
import { requireOrganisationWide } from '../kernel/input.ts';

export type { BillingScope } from '@pace/billing';

export const BILLING_OFF = 'Billing is turned off on this platform';

export class ScopedBillingService extends BillingService {
  /** `actionKey`: for changes, the user action they carry out (see GraphQLContext.actionKey). */
  async scope(access: Access, orgSlug: string, actionKey?: string): Promise<BillingScope> {
    return this.scopeOf(await this.reach(access, orgSlug), actionKey);
  }

  /**
   * Closing the account (cancelling, deleting) destroys the organisation: only a person signed in as its
   * administrator may, never an API token, whatever permissions it holds (a leaked token must not be
   * able to erase a customer). The typed confirmation is checked by the close itself.
   */
  async closingScope(access: Access, orgSlug: string, actionKey?: string): Promise<BillingScope> {
    const organisation = await this.reach(access, orgSlug);
    // Refused before the subscription is read: reading it may write (a trial starts on first read).
    access.requireSessionUser();
    return this.scopeOf(organisation, actionKey);
  }

  /** The organisation whose billing the viewer manages, organisation-wide. */
  private async reach(access: Access, orgSlug: string) {
    if (!this.enabled) throw new NotFoundError(BILLING_OFF);
    const { organisation } = await access.organisation(orgSlug, 'manageBilling');
    // Billing is the whole organisation's: a token limited to one team does not reach it.
    requireOrganisationWide(access);
    return organisation;
  }

  private async scopeOf(organisation: Organisation, actionKey?: string): Promise<BillingScope> {
    const subscription = await this.accounts.subscriptionFor(organisation);
    return { organisation, subscription, ...(actionKey ? { actionKey } : {}) };
  }

  /** Where an invoice's PDF is: Stripe's own download link. */
  async invoiceDownload(access: Access, orgSlug: string, uuid: string): Promise<string> {
    const scope = await this.scope(access, orgSlug);
    const invoice = await this.db.models.Invoice.findOne({
      where: { uuid, organisationId: scope.organisation.id },
    });
    if (!invoice || invoice.status === 'draft' || !invoice.pdfUrl) throw NotFoundError.of('invoice');
    return invoice.pdfUrl;
  }
}
