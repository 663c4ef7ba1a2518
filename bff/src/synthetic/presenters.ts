// The synthetic area's presenters: the only place that knows both the stored rows and the API objects.
import { explainFailure } from '@pace/lighthouse-runner';
import type { Budget, BudgetChangeRecord, Page, Snapshot, Test, TestProfile } from '@pace/platform/db';

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

export const presentSnapshot = {
  id: (snapshot: SnapshotParent) => snapshot.id.toString(),
};

export const presentTest = {
  snapshotId: (test: TestParent) => test.snapshotId.toString(),
  failureExplanation: (test: TestParent) => explainFailure(test.failureCode)?.explanation ?? null,
  failureNextStep: (test: TestParent) => explainFailure(test.failureCode)?.nextStep ?? null,
};

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
