// What a report says about the page's LCP element and its main thread: the element (Lighthouse 13's
// `lcp-breakdown-insight` lists it as a node after its parts table; Lighthouse 12's
// `largest-contentful-paint-element` holds it in a table), the LCP parts under our metric keys, and the
// long tasks. Read by the test screen and by the field/lab comparison.
import type { LighthouseReport } from './measurements.ts';

/** Spec section 9: a long task is over 50 ms. */
export const LONG_TASK_MS = 50;

export interface LabElement {
  /** Lighthouse's node selector: `body > main > h1.title` (at most four levels). */
  selector: string;
  /** Lighthouse's label for the node (its text, or its alt). */
  label: string | null;
  /** The element's opening tag as Lighthouse quotes it. */
  snippet: string | null;
}

interface NodeItem {
  type?: string;
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}
type DetailItem = NodeItem & { items?: (DetailItem & { node?: NodeItem })[] };

const elementOf = (node: NodeItem | undefined): LabElement | null =>
  node?.selector
    ? { selector: node.selector, label: node.nodeLabel ?? null, snippet: node.snippet ?? null }
    : null;

/** The LCP element of the report's run, or null when Lighthouse found none. */
export function lcpElementOf(report: LighthouseReport): LabElement | null {
  const insight = (report.audits['lcp-breakdown-insight']?.details?.items ?? []) as DetailItem[];
  const node = insight.find((item) => item.type === 'node');
  if (node) return elementOf(node);
  const legacy = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as DetailItem[];
  for (const table of legacy) {
    const found = table.items?.find((row) => row.node?.selector);
    if (found) return elementOf(found.node);
  }
  return null;
}

const PART_KEYS: Record<string, string> = {
  timeToFirstByte: 'lcp_ttfb',
  resourceLoadDelay: 'lcp_resource_load_delay',
  resourceLoadDuration: 'lcp_resource_load_duration',
  elementRenderDelay: 'lcp_element_render_delay',
};

/**
 * The LCP parts of the run by our keys (ms). A text LCP has no resource: Lighthouse leaves out its two
 * resource parts, which are then 0, as the embed script reports them.
 */
export function lcpPartsOf(report: LighthouseReport): Record<string, number> | null {
  const lists = (report.audits['lcp-breakdown-insight']?.details?.items ?? []) as {
    type?: string;
    items?: { subpart?: string; duration?: number }[];
  }[];
  const table = lists.find((item) => item.type === 'table');
  if (!table?.items?.length) return null;
  const parts: Record<string, number> = { lcp_resource_load_delay: 0, lcp_resource_load_duration: 0 };
  for (const row of table.items) {
    const key = PART_KEYS[row.subpart ?? ''];
    if (key && typeof row.duration === 'number') parts[key] = row.duration;
  }
  return parts;
}

/** Main-thread tasks over LONG_TASK_MS, with the script Lighthouse attributes each to. */
export function longTasksOf(report: LighthouseReport) {
  const tasks = (report.audits['main-thread-tasks']?.details?.items ?? []) as {
    startTime: number;
    duration: number;
  }[];
  const attributed = (report.audits['long-tasks']?.details?.items ?? []) as {
    url?: string;
    startTime: number;
    duration: number;
  }[];
  return tasks
    .filter((task) => task.duration > LONG_TASK_MS)
    .map((task) => ({
      startTime: task.startTime,
      duration: task.duration,
      url: attributed.find((long) => Math.abs(long.startTime - task.startTime) < 1)?.url ?? null,
    }));
}
