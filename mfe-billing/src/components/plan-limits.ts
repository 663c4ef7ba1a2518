// A plan's limits in words, from the bff's plans table (Billing.plans and the subscription's limits): the
// plan screen and the usage screen say the same thing the gates enforce.
import type { PlanLimits } from '../graphql/billing';
import { count, plural } from './format';

const allowed = (limit: number | null | undefined, noun: string, plural_ = `${noun}s`) =>
  limit === null || limit === undefined ? `unlimited ${plural_}` : plural(limit, noun);

export function limitsInWords(limits: PlanLimits): string[] {
  const [first = '', ...rest] = [
    allowed(limits.teams, 'team'),
    allowed(limits.testProfiles, 'test profile'),
    `${count(limits.includedSeats)} seats included`,
    `${plural(limits.pagesPerSite, 'page')} per site`,
    `${plural(limits.testsPerSnapshot, 'test')} per snapshot`,
    `${plural(limits.flowsPerSite, 'user flow')} per site, ${plural(limits.stepsPerFlow, 'step')} each`,
    `${plural(limits.rumPageViews, 'RUM page view')} a month`,
  ];
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest];
}
