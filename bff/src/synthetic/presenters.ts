// The synthetic area's presenters: the only place that knows both the stored rows and the API objects.
// Pages, profiles, snapshots and tests are plain parents built by their present* functions from chosen
// columns; budgets and budget changes are still the stored rows.
import { explainFailure } from '@pace/lighthouse-runner';
import type { Budget, BudgetChangeRecord, Page, Snapshot, Test, TestProfile } from '@pace/platform/db';

/** Still the stored row: every column whose name matches a field reaches the API. */
export type BudgetParent = Budget;
/** A page as the API shows it: the chosen columns and the row id lists match it by. */
export interface PageParent {
  id: number;
  uuid: string;
  name: string;
  url: string;
}

export const presentPage = (page: Page): PageParent => ({
  id: page.id,
  uuid: page.uuid,
  name: page.name,
  url: page.url,
});

/** A test profile as the API shows it: the chosen columns and the row id lists match it by. */
export interface TestProfileParent {
  id: number;
  uuid: string;
  name: string;
  device: TestProfile['device'];
  connection: TestProfile['connection'];
  blockJavascript: boolean;
  adBlocker: boolean;
  headers: TestProfile['headers'];
  cookies: TestProfile['cookies'];
  blockedHosts: string[];
  blockedThirdParties: string[];
}

export const presentTestProfile = (profile: TestProfile): TestProfileParent => ({
  id: profile.id,
  uuid: profile.uuid,
  name: profile.name,
  device: profile.device,
  connection: profile.connection,
  blockJavascript: profile.blockJavascript,
  adBlocker: profile.adBlocker,
  headers: profile.headers,
  cookies: profile.cookies,
  blockedHosts: profile.blockedHosts,
  blockedThirdParties: profile.blockedThirdParties,
});

/** A point of a metric's or a budget's history: when (a Date, or already its ISO string) and the value. */
export interface HistoryPointParent {
  at: Date | string;
  value: number;
}

/** A snapshot as the API shows it: the chosen columns and the row id its tests and counts read. */
export interface SnapshotParent {
  id: number;
  uuid: string;
  status: Snapshot['status'];
  trigger: Snapshot['trigger'];
  triggerClient: string;
  browserVersion: string | null;
  lighthouseVersion: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export const presentSnapshot = (snapshot: Snapshot): SnapshotParent => ({
  id: snapshot.id,
  uuid: snapshot.uuid,
  status: snapshot.status,
  trigger: snapshot.trigger,
  triggerClient: snapshot.triggerClient,
  browserVersion: snapshot.browserVersion,
  lighthouseVersion: snapshot.lighthouseVersion,
  createdAt: snapshot.createdAt,
  startedAt: snapshot.startedAt,
  finishedAt: snapshot.finishedAt,
});

/**
 * A test as the API shows it: the chosen columns, what its failure code means, the stored artifact list
 * its report, artifact and timeline fields read, the ids its page, profile and metrics read (and the page
 * and profile when they were read with it).
 */
export interface TestParent {
  id: number;
  uuid: string;
  snapshotId: number;
  pageId: number;
  profileId: number;
  page?: PageParent;
  profile?: TestProfileParent;
  status: Test['status'];
  failureCode: string | null;
  failureExplanation: string | null;
  failureNextStep: string | null;
  failureMessage: string | null;
  attempts: number;
  url: string;
  finalUrl: string | null;
  browserVersion: string | null;
  lighthouseVersion: string | null;
  durationMs: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  artifacts: Test['artifacts'];
  artifactsPrunedAt: Date | null;
  runCount: number | null;
  location: string | null;
}

export function presentTest(test: Test & { page?: Page; profile?: TestProfile }): TestParent {
  const failure = explainFailure(test.failureCode);
  return {
    id: test.id,
    uuid: test.uuid,
    snapshotId: test.snapshotId,
    pageId: test.pageId,
    profileId: test.profileId,
    page: test.page && presentPage(test.page),
    profile: test.profile && presentTestProfile(test.profile),
    status: test.status,
    failureCode: test.failureCode,
    failureExplanation: failure?.explanation ?? null,
    failureNextStep: failure?.nextStep ?? null,
    failureMessage: test.failureMessage,
    attempts: test.attempts,
    url: test.url,
    finalUrl: test.finalUrl,
    browserVersion: test.browserVersion,
    lighthouseVersion: test.lighthouseVersion,
    durationMs: test.durationMs,
    startedAt: test.startedAt,
    finishedAt: test.finishedAt,
    artifacts: test.artifacts,
    artifactsPrunedAt: test.artifactsPrunedAt,
    runCount: test.runCount,
    location: test.location,
  };
}

export const presentBudget = {
  ratchet: (budget: BudgetParent) => ({
    enabled: budget.ratchetEnabled,
    runs: budget.ratchetRuns,
    margin: budget.ratchetMargin,
    marginUnit: budget.ratchetMarginUnit,
  }),
};

export type BudgetChangeParent = BudgetChangeRecord;

export const presentBudgetChange = {
  at: (change: BudgetChangeParent) => change.createdAt,
};
