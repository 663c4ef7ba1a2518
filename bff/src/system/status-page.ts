// The service status line of the help menu (spec section 7): the JSON a status page serves at
// STATUS_PAGE_URL (Statuspage's /api/v2/status.json shape: `status.indicator`, `status.description`),
// fetched here rather than in the browser so the page needs no third-party origin. A reading is shared
// by every bff for a minute; a failure is not kept, so the next request tries again.
import { webUrlProblem } from '@pace/lighthouse-runner';
import type { Config } from '@pace/platform/config';
import { getJson, type KeyValueStore, setJson } from '@pace/platform/redis';
import { z } from 'zod';

export interface ServiceStatus {
  /** `none` (all good), `unknown`, or the provider's other values (minor, major, critical, maintenance). */
  indicator: string;
  description: string;
}

export class StatusPageUnavailableError extends Error {
  override name = 'StatusPageUnavailableError';
}

export const STATUS_TIMEOUT_MS = 3_000;
const CACHE_KEY = 'status-page:current';
const CACHE_TTL_MS = 60_000;

const statusBody = z.object({
  status: z.object({
    indicator: z.string().trim().min(1).max(64),
    description: z.string().trim().max(255),
  }),
});

export class StatusPageService {
  constructor(private readonly deps: { config: Config; kv: KeyValueStore }) {}

  get configured(): boolean {
    return this.deps.config.statusPageUrl !== null;
  }

  /** The current status, or null when no status page is configured; throws when it cannot be read. */
  async current(): Promise<ServiceStatus | null> {
    const url = this.deps.config.statusPageUrl;
    if (!url) return null;
    const cached = await getJson<ServiceStatus>(this.deps.kv, CACHE_KEY);
    if (cached) return cached;
    const status = await fetchStatus(url);
    await setJson(this.deps.kv, CACHE_KEY, status, { ttlMs: CACHE_TTL_MS });
    return status;
  }
}

async function fetchStatus(url: string): Promise<ServiceStatus> {
  // Checked when the configuration is read too; again here, as every URL we fetch is.
  const problem = webUrlProblem(url);
  if (problem) throw new StatusPageUnavailableError(`The status page URL is refused: ${problem}`);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StatusPageUnavailableError(`The status page did not answer: ${String(error)}`, {
      cause: error,
    });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new StatusPageUnavailableError(`The status page answered ${response.status}`);
  }
  const parsed = statusBody.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new StatusPageUnavailableError('The status page answered without a status');
  return parsed.data.status;
}
