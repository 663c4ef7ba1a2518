// The synthetic area's presenters: the only place that knows both the stored rows and the API objects.
import { explainFailure } from '@pace/lighthouse-runner';
import type { Budget, BudgetChangeRecord, Page, Snapshot, Test, TestProfile } from '@pace/platform/db';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Parents of the object types: the stored rows. */
export type PageParent = Page;
export type TestProfileParent = TestProfile;
export type SnapshotParent = Snapshot;
export type BudgetParent = Budget;
/** Tests carry the site they belong to for their nested fields (reports, artifact addresses). */
export type TestParent = Test & { page?: Page; profile?: TestProfile };
/** A point of a metric's or a budget's history: when (a Date, or already its ISO string) and the value. */
export interface HistoryPointParent {
  at: Date | string;
  value: number;
}

export const presentHistoryPoint = {
  at: (point: HistoryPointParent) => (point.at instanceof Date ? point.at.toISOString() : point.at),
};

export const presentSnapshot = {
  id: (snapshot: SnapshotParent) => snapshot.id.toString(),
  createdAt: (snapshot: SnapshotParent) => snapshot.createdAt.toISOString(),
  startedAt: (snapshot: SnapshotParent) => iso(snapshot.startedAt),
  finishedAt: (snapshot: SnapshotParent) => iso(snapshot.finishedAt),
};

export const presentTest = {
  snapshotId: (test: TestParent) => test.snapshotId.toString(),
  failureExplanation: (test: TestParent) => explainFailure(test.failureCode)?.explanation ?? null,
  failureNextStep: (test: TestParent) => explainFailure(test.failureCode)?.nextStep ?? null,
  startedAt: (test: TestParent) => iso(test.startedAt),
  finishedAt: (test: TestParent) => iso(test.finishedAt),
  artifactsPrunedAt: (test: TestParent) => iso(test.artifactsPrunedAt),
};

export const presentBudget = {
  stateChangedAt: (budget: BudgetParent) => iso(budget.stateChangedAt),
  ratchet: (budget: BudgetParent) => ({
    enabled: budget.ratchetEnabled,
    runs: budget.ratchetRuns,
    margin: budget.ratchetMargin,
    marginUnit: budget.ratchetMarginUnit,
  }),
};

export type BudgetChangeParent = BudgetChangeRecord;

export const presentBudgetChange = {
  at: (change: BudgetChangeParent) => change.createdAt.toISOString(),
};
