// The delivery log: each call out (or in) with its outcome, errors named as the spec names them
// (verification, timeout, HTTP error).

import { formatMilliseconds } from '@pace/metrics';
import { Badge, type BadgeTone } from '@pace/ui';
import type { Delivery, Integration } from '../../graphql/integrations';
import { formatDateTime } from '../format';
import table from '../Table.module.css';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
  retrying: { label: 'Retrying', tone: 'neutral' },
  queued: { label: 'Queued', tone: 'neutral' },
  skipped: { label: 'Skipped', tone: 'neutral' },
};

export function DeliveryStatus({ delivery }: { delivery: Delivery | null }) {
  if (!delivery) return <span className={table.muted}>Nothing sent yet</span>;
  const status = STATUS[delivery.status] ?? { label: delivery.status, tone: 'neutral' as const };
  return (
    <span title={delivery.errorMessage ?? undefined}>
      <Badge tone={status.tone}>{status.label}</Badge>
      {delivery.errorLabel ? ` ${delivery.errorLabel}` : ''}
    </span>
  );
}

/** The State and Last call cells of an integration's row in the lists. */
export function IntegrationStateCells({
  integration,
}: {
  integration: Pick<Integration, 'enabled' | 'lastDelivery'>;
}) {
  return (
    <>
      <td>
        <Badge tone={integration.enabled ? 'success' : 'neutral'}>
          {integration.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      </td>
      <td>
        <DeliveryStatus delivery={integration.lastDelivery} />
      </td>
    </>
  );
}

export function DeliveryLog({ deliveries }: { deliveries: Delivery[] }) {
  return (
    <div className={table.wrap}>
      <table className={table.table} data-testid="delivery-log">
        <caption className={table.visuallyHidden}>Delivery log</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Event</th>
            <th scope="col">Outcome</th>
            <th scope="col">Answer</th>
            <th scope="col">Attempts</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.uuid} data-testid="delivery-row">
              <td className={table.muted}>{formatDateTime(delivery.createdAt)}</td>
              <td className={table.primary}>
                {delivery.direction === 'incoming' ? `Received: ${delivery.event}` : delivery.event}
              </td>
              <td>
                <DeliveryStatus delivery={delivery} />
              </td>
              <td className={table.muted}>
                <span className={table.truncate} title={delivery.errorMessage ?? undefined}>
                  {delivery.responseStatus ? `HTTP ${delivery.responseStatus}` : ''}
                  {delivery.errorMessage ? ` ${delivery.errorMessage}` : ''}
                  {delivery.durationMs != null ? ` · ${formatMilliseconds(delivery.durationMs)}` : ''}
                </span>
              </td>
              <td className={table.muted}>{delivery.attempts}</td>
            </tr>
          ))}
          {deliveries.length === 0 ? (
            <tr>
              <td className={table.empty} colSpan={5}>
                Nothing sent or received yet.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
