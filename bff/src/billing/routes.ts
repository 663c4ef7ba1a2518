// Billing's REST routes: Stripe's webhooks (signed, so no session and no CSRF: the path is outside the
// authenticated ones) and invoice downloads for administrators.
import Router from '@koa/router';
import { NotFoundError } from '@pace/platform/errors';
import type { AuthState } from '../kernel/middleware/authenticate.ts';
import { readTextBody } from '../kernel/middleware/body.ts';
import type { RequestState } from '../kernel/middleware/request-log.ts';
import { BILLING_OFF, type ScopedBillingService } from './service.ts';

/** Stripe's events are small; a limit keeps a stranger from making us hold a large body. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

export function billingRoutes(billing: ScopedBillingService) {
  const router = new Router<RequestState>();

  // The body is verified exactly as sent: readTextBody keeps it as text, unparsed.
  router.post('/webhooks/stripe', readTextBody(MAX_WEBHOOK_BYTES), async (ctx) => {
    if (!billing.enabled) throw new NotFoundError(BILLING_OFF);
    const body = (ctx.request as unknown as { body: string }).body ?? '';
    const result = await billing.webhooks.receive(body, ctx.get('stripe-signature') || undefined);
    ctx.body = { received: true, ...result };
  });

  router.get('/api/organisations/:orgId/invoices/:uuid/pdf', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(
      await billing.invoiceDownload((ctx.state as AuthState).access, ctx.params.orgId!, ctx.params.uuid!),
    );
  });

  return router;
}
