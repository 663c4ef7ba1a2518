// The help menu's status line (spec section 7): the bff reads the status page server-side.
import { getJson } from '../data/request';

export interface ServiceStatus {
  indicator: string;
  description: string;
}

/** The current status; null when no status page is configured; throws when it cannot be read. */
export async function fetchServiceStatus(): Promise<ServiceStatus | null> {
  const body = await getJson<{ status: ServiceStatus | null }>('/api/status');
  return body.status;
}

/** none: all good; unknown: the provider does not know; anything else: something is wrong. */
export function statusTone(indicator: string): 'good' | 'unknown' | 'problem' {
  if (indicator === 'none') return 'good';
  if (indicator === 'unknown') return 'unknown';
  return 'problem';
}
