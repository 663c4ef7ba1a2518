// The share scope: what a share link's viewer may ask. Access (bff/src/auth/access.ts) already limits it
// to its test's site, read-only; this list limits it further to the fields the share report's screens
// read, so that nothing else of the organisation (people, teams, tokens, settings, secrets) is reachable
// through a nested field either. Any other field fails validation, so the request is refused whole.
import { GraphQLError, type ValidationRule } from 'graphql';
import type { Viewer } from '../kernel/auth/viewer.ts';

export const SHARE_REFUSED = 'Not available in a shared report';

/** Every `Type.field` a share viewer may select; `Type.*` for types that hold nothing private. */
export const SHARE_FIELDS: ReadonlySet<string> = new Set([
  // The frame, then each screen's root query (overview, third parties, Lighthouse, monitoring, RUM, CrUX).
  'Query.sharedReport',
  'SharedReport.*',
  'SharedSite.*',
  'Query.test',
  'Query.metricHistory',
  'Query.syntheticMetrics',
  'Query.rumDashboard',
  'Query.cruxSummary',
  'Query.cruxPages',
  'Query.cruxMetricHistory',
  'Query.cruxLcpParts',
  // Synthetic results. A profile's headers, cookies and blocked hosts may carry credentials: left out.
  'Test.*',
  'Page.*',
  'TestProfile.uuid',
  'TestProfile.name',
  'TestProfile.device',
  'TestProfile.connection',
  'MetricValue.*',
  'Artifact.*',
  'LighthouseCategory.*',
  'LighthouseAudit.*',
  'NetworkRequest.*',
  'LongTask.*',
  'LabElement.*',
  'ThirdParty.*',
  'TimelineFrame.*',
  'MetricHistory.*',
  'MetricSeries.*',
  'HistoryPoint.*',
  'SyntheticMetric.*',
  // RUM: the figures, and of the settings only whether data is collected (no key, origins or sampling).
  'RumDashboard.*',
  'RumSettings.state',
  'RumSettings.waitingForData',
  'RumSettings.firstBeaconAt',
  'RumUxRating.*',
  'RumSegment.*',
  'RumMetricFigure.*',
  'RumRatingShares.*',
  // CrUX: public field data of the site's origin and pages.
  'CruxSummary.*',
  'CruxPeriod.*',
  'CruxMetricSummary.*',
  'CruxShares.*',
  'CruxTrend.*',
  'CruxTargetSummary.*',
  'CruxMetricHistory.*',
  'CruxHistoryPoint.*',
  'CruxLcpParts.*',
  'CruxLcpPart.*',
  'CruxLcpPartHistory.*',
  'CruxLcpPartPoint.*',
]);

export function shareAllows(typeName: string, fieldName: string): boolean {
  if (fieldName === '__typename') return true;
  return SHARE_FIELDS.has(`${typeName}.${fieldName}`) || SHARE_FIELDS.has(`${typeName}.*`);
}

/** Refuses every field outside the share scope (introspection included). */
export const shareScopeRule: ValidationRule = (context) => ({
  Field(node) {
    const parent = context.getParentType();
    if (!parent || shareAllows(parent.name, node.name.value)) return;
    context.reportError(new GraphQLError(SHARE_REFUSED, { nodes: node, extensions: { code: 'FORBIDDEN' } }));
  },
});

/** The extra validation rules of a request: the share scope for a share link's viewer, none otherwise. */
export function scopeRules(viewer: Viewer | undefined): ValidationRule[] {
  return viewer?.kind === 'share' ? [shareScopeRule] : [];
}
