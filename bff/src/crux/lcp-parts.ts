// LCP's image parts of one origin or page URL and form factor, read from what the CrUX worker stored: the
// latest period's p75 of each part with its rating and share, the part that dominates (both by
// `lcpPartsBreakdown` of @pace/metrics, the rule the screens use too), and each part's p75 per period.
// CrUX reports the parts only where enough page loads had an image LCP; `reported` says whether it did.
import {
  LCP_PART_GUIDE,
  LCP_PART_KEYS,
  type LcpPartKey,
  type LcpPartValue,
  lcpPartsBreakdown,
} from '@pace/metrics';
import { type CruxFormFactorName, type Database, Op } from '@pace/platform/db';

export interface CruxLcpPart extends LcpPartValue {
  guideShare: number;
  guide: 'about' | 'under';
}
export interface CruxLcpPartPoint {
  periodStart: string;
  periodEnd: string;
  p75: number | null;
}
export interface CruxLcpPartHistory {
  metric: LcpPartKey;
  points: CruxLcpPartPoint[];
}
export interface CruxLcpParts {
  target: string;
  /** Whether the latest period with LCP data has all four parts. */
  reported: boolean;
  /** The latest period with LCP data: the parts shown are this period's. */
  period: { firstDate: string; lastDate: string } | null;
  lcpP75: number | null;
  parts: CruxLcpPart[];
  dominant: LcpPartKey | null;
  history: CruxLcpPartHistory[];
}

const METRICS = ['lcp', ...LCP_PART_KEYS];

/** The parts of `target` for the form factor; the history covers periods ending on or after `since`. */
export async function readLcpParts(
  db: Database,
  where: { siteId: number; formFactor: CruxFormFactorName; target: string },
  since: string,
): Promise<CruxLcpParts> {
  const { CruxMeasurement } = db.models;
  const latestEnd = (await CruxMeasurement.max('periodEnd', { where: { ...where, metric: 'lcp' } })) as
    | string
    | null;
  const [latest, history] = await Promise.all([
    latestEnd ? CruxMeasurement.findAll({ where: { ...where, metric: METRICS, periodEnd: latestEnd } }) : [],
    CruxMeasurement.findAll({
      where: { ...where, metric: LCP_PART_KEYS as unknown as string[], periodEnd: { [Op.gte]: since } },
      order: [['periodEnd', 'ASC']],
    }),
  ]);
  const values = Object.fromEntries(latest.map((row) => [row.metric, row.p75]));
  const breakdown = lcpPartsBreakdown('crux', values);
  const lcp = latest.find((row) => row.metric === 'lcp');
  return {
    target: where.target,
    reported: breakdown.complete,
    period: lcp ? { firstDate: lcp.periodStart, lastDate: lcp.periodEnd } : null,
    lcpP75: lcp?.p75 ?? null,
    parts: breakdown.parts.map((part) => ({
      ...part,
      guideShare: LCP_PART_GUIDE[part.metric].share,
      guide: LCP_PART_GUIDE[part.metric].kind,
    })),
    dominant: breakdown.dominant,
    history: LCP_PART_KEYS.map((metric) => ({
      metric,
      points: history
        .filter((row) => row.metric === metric)
        .map((row) => ({ periodStart: row.periodStart, periodEnd: row.periodEnd, p75: row.p75 })),
    })),
  };
}
