// What one flow audit needs and gives back, as plain data (it crosses into the audit process over IPC).
// A flow is a page audit's request (profile, form sign-in, guard settings) plus its steps.
import type { FlowStep, FlowStepMode } from '@pace/platform/db';
import type { AuditFailure, AuditRequest } from './request.ts';

export interface FlowRequest extends AuditRequest {
  /** The flow's steps, validated by the bff; `url` of the request is the first navigate step's. */
  flow: { name: string; steps: FlowStep[] };
}

export interface MeasuredStep {
  stepId: string;
  stepIndex: number;
  stepName: string;
  mode: FlowStepMode;
  /** Values by metric key, in the units @pace/metrics stores (see flowStepMetrics). */
  metrics: Record<string, number>;
}

export interface FlowSuccess {
  ok: true;
  steps: MeasuredStep[];
  /** Lighthouse's flow report: every step, one HTML file. */
  reportHtml: string;
  browserVersion: string;
  lighthouseVersion: string;
  durationMs: number;
  guardEvents: AuditFailure['guardEvents'];
  sandboxed: boolean;
}

export type FlowOutcome = FlowSuccess | AuditFailure;

/** A step could not be performed (its selector never appeared, its navigation failed): the page's fault. */
export const FLOW_STEP_FAILURE = { code: 'FLOW_STEP_ERROR', pageFault: true } as const;
