// @pace/lighthouse-runner: runs one Lighthouse audit of a page with a test profile's settings, in its
// own process behind a network guard, and turns the report into measurements.
export type { AddressFamily, CheckedAddress, ResolveHost } from './checked-address.ts';
export { AddressRefused, checkedAddress, pinnedLookup } from './checked-address.ts';
export { CHROMIUM_FLAGS, NO_SANDBOX_FLAG } from './chromium.ts';
export type { ChromiumLocation, LocateOptions } from './chromium-location.ts';
export {
  ChromiumMissing,
  describeAuditBrowser,
  locateChromium,
  SYSTEM_CHROMIUM_PATHS,
} from './chromium-location.ts';
export type { Classified, FailureCode, FailureInfo } from './failures.ts';
export { classifyRuntimeError, explainFailure, FAILURE_CODES, FAILURES } from './failures.ts';
export { FLOW_STEP_METRICS, flowStepMetrics } from './flow-metrics.ts';
export type { FlowOutcome, FlowRequest, FlowSuccess, MeasuredStep } from './flow-request.ts';
export { FLOW_STEP_FAILURE } from './flow-request.ts';
export type { GuardEvent, GuardOptions, HostRules } from './guard-proxy.ts';
export { parseHostRules, startGuardProxy } from './guard-proxy.ts';
export type { LabElement } from './lcp-element.ts';
export { LONG_TASK_MS, lcpElementOf, lcpPartsOf, longTasksOf } from './lcp-element.ts';
export type { LighthouseReport } from './measurements.ts';
export { extractMeasurements } from './measurements.ts';
export { medianRun } from './median-run.ts';
export { isLocalhostName, NetworkPolicy, parseNetworks, webUrlProblem } from './network-policy.ts';
export type { ConnectionSettings, DeviceSettings } from './presets.ts';
export { CONNECTIONS, DEVICES, throttlingFlags } from './presets.ts';
export type {
  AuditFailure,
  AuditOutcome,
  AuditProfile,
  AuditRequest,
  AuditSuccess,
  FormAuthentication,
} from './request.ts';
export type { MetricSpread, RunSettings, RunSummary } from './run-series.ts';
export { anotherRun, summariseRuns } from './run-series.ts';
export type { AuditSeries, RunOptions, SeriesOptions } from './runner.ts';
export {
  AuditAborted,
  auditEnvironment,
  DEFAULT_TIMEOUT_MS,
  keepAuditProcessWarm,
  runAudit,
  runAuditSeries,
  runFlowAudit,
} from './runner.ts';
export type { ThirdPartyEntity, ThirdPartySummary } from './third-parties.ts';
export {
  adHosts,
  entityOfUrl,
  findEntity,
  hostPatterns,
  summariseThirdParties,
  thirdPartyEntities,
} from './third-parties.ts';
