// What the identity area offers the other areas (and the CLI); everything else in this folder is its own.

export { type DataSource, type DataSourceProbe, registerDataSource } from './data-sources.ts';
export { DEMO_ORGANISATION, DEMO_USERS, describeDemoData, seedDemoData } from './demo-data.ts';
export {
  type ApiTokenParent,
  presentApiToken,
  presentMembership,
  presentSite,
  type SiteParent,
} from './presenters.ts';
