// The help menu's status line (spec section 7): the bff reads the status page server-side.
import { isStatusAnswer, type ServiceStatus } from '@pace/rest-api';
import { getJson } from '../data/request';

/** The current status; null when no status page is configured; throws when it cannot be read. */
export async function fetchServiceStatus(): Promise<ServiceStatus | null> {
  const body = await getJson('/api/status', isStatusAnswer);
  return body.status;
}

/** none: all good; unknown: the provider does not know; anything else: something is wrong. */
export function statusTone(indicator: string): 'good' | 'unknown' | 'problem' {
  if (indicator === 'none') return 'good';
  if (indicator === 'unknown') return 'unknown';
  return 'problem';
}
