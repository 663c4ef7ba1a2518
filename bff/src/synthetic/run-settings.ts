// How many Lighthouse runs each test of a site makes (issue 21): at least the minimum, then more until
// the 95 % confidence interval of the key metric is within the target percentage of its median, at most
// the cap. Kept on the site; read by anyone who reads the site, changed by whoever may change it.
import { getMetric } from '@pace/metrics';
import { RUN_COUNT_LIMITS, RUN_KEY_METRICS, type RunKeyMetric, type Site } from '@pace/platform/db';
import { z } from 'zod';
import type { Access } from '../kernel/auth/access.ts';
import { readSite, type SiteRef, writeSite } from '../kernel/auth/site-scope.ts';
import { parse } from './input.ts';

const { maxRuns: MAX, minTargetPercent, maxTargetPercent } = RUN_COUNT_LIMITS;
const MINIMUM = `Enter a minimum of 1 to ${MAX} runs`;
const CAP = `Enter a cap of 1 to ${MAX} runs`;
const TARGET = `Enter a target of ${minTargetPercent} to ${maxTargetPercent} %`;

export const runSettingsInput = z
  .object({
    minRuns: z.number({ message: MINIMUM }).int(MINIMUM).min(1, MINIMUM).max(MAX, MINIMUM),
    maxRuns: z.number({ message: CAP }).int(CAP).min(1, CAP).max(MAX, CAP),
    keyMetric: z.enum(RUN_KEY_METRICS, {
      message: `Choose the key metric: ${RUN_KEY_METRICS.map((key) => getMetric('synthetic', key).name).join(', ')}`,
    }),
    targetPercent: z
      .number({ message: TARGET })
      .finite(TARGET)
      .min(minTargetPercent, TARGET)
      .max(maxTargetPercent, TARGET),
  })
  .refine((input) => input.maxRuns >= input.minRuns, {
    message: 'The cap cannot be below the minimum runs',
    path: ['maxRuns'],
  });

export interface RunSettingsView {
  minRuns: number;
  maxRuns: number;
  keyMetric: RunKeyMetric;
  targetPercent: number;
}

const view = (site: Site): RunSettingsView => ({
  minRuns: site.minRuns,
  maxRuns: site.maxRuns,
  keyMetric: site.runKeyMetric,
  targetPercent: site.runTargetPercent,
});

export class RunSettingsService {
  async get(access: Access, ref: SiteRef): Promise<RunSettingsView> {
    const { site } = await readSite(access, ref);
    return view(site);
  }

  async update(access: Access, ref: SiteRef, input: unknown): Promise<RunSettingsView> {
    const { site } = await writeSite(access, ref);
    const values = parse(runSettingsInput, input);
    await site.update({
      minRuns: values.minRuns,
      maxRuns: values.maxRuns,
      runKeyMetric: values.keyMetric,
      runTargetPercent: values.targetPercent,
    });
    return view(site);
  }
}
