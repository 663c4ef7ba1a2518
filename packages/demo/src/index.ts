// @pace/demo: the demo organisation's website and data. The bff's `npm run demo-data` command seeds and
// removes it; the platform process serves the website and builds the first history (first-start.ts).
export { DEMO_SITE_KEYS, DEMO_SITES, type DemoSite, demoOrigin, demoPagesOf, siteUrl } from './content.ts';
export {
  DEFAULT_PLAN,
  type DemoRuntime,
  type HistoryPlan,
  type RunningDemo,
  startDemo,
} from './first-start.ts';
export { type RemovalSummary, removeDemoData } from './remove.ts';
export { DEMO_ORGANISATION_SLUG, demoSites, markDemoOrganisation, seedDemoContent } from './seed.ts';
export { planVisits, VISITOR_PROFILES, type VisitorProfile } from './visits.ts';
export { DEMO_PAGES, type DemoPage } from './website/pages.ts';
export { type DemoWebsite, startDemoWebsite, THIRD_PARTY_HOST } from './website/server.ts';
