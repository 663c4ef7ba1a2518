// A user flow's steps as the flow form (react-hook-form) edits them: one row per step with every field as
// text, and what the bff takes of each.
import type { FlowStepData } from '../graphql/flows';
import type { FlowStepKind, FlowStepMode } from '../graphql/generated/graphql';

export const KINDS: { kind: FlowStepKind; label: string }[] = [
  { kind: 'navigate' as FlowStepKind, label: 'Open a URL' },
  { kind: 'click' as FlowStepKind, label: 'Click' },
  { kind: 'type' as FlowStepKind, label: 'Type text' },
  { kind: 'waitFor' as FlowStepKind, label: 'Wait for an element' },
  { kind: 'submit' as FlowStepKind, label: 'Submit a form' },
];
export const MODES: { mode: string; label: string }[] = [
  { mode: '', label: 'Not measured' },
  { mode: 'navigation', label: 'Navigation (a page load)' },
  { mode: 'timespan', label: 'Timespan (the interaction)' },
  { mode: 'snapshot', label: 'Snapshot (the page as it stands)' },
];

export interface StepRow {
  /** The saved step's id (`id` would clash with the key react-hook-form gives each row); null for a new one. */
  stepId: string | null;
  kind: FlowStepKind;
  name: string;
  mode: string;
  url: string;
  selector: string;
  text: string;
  timeoutMs: string;
}

export const newStep = (kind: FlowStepKind): StepRow => ({
  stepId: null,
  kind,
  name: '',
  mode: kind === 'navigate' ? 'navigation' : '',
  url: '',
  selector: '',
  text: '',
  timeoutMs: '10000',
});

export const fromStored = (step: FlowStepData): StepRow => ({
  stepId: step.id,
  kind: step.kind,
  name: step.name,
  mode: step.mode ?? '',
  url: step.url ?? '',
  selector: step.selector ?? '',
  text: step.text ?? '',
  timeoutMs: String(step.timeoutMs ?? 10000),
});

/** What the bff takes: only the fields the step's kind uses. */
export function toInput(row: StepRow) {
  const common = {
    ...(row.stepId ? { id: row.stepId } : {}),
    kind: row.kind,
    name: row.name || null,
    mode: (row.mode || null) as FlowStepMode | null,
  };
  if (row.kind === 'navigate') return { ...common, url: row.url };
  if (row.kind === 'type') return { ...common, selector: row.selector, text: row.text };
  if (row.kind === 'waitFor') return { ...common, selector: row.selector, timeoutMs: Number(row.timeoutMs) };
  return { ...common, selector: row.selector };
}

/** The measure a step keeps when its kind changes: opening a URL is a navigation, other kinds are not. */
export const modeForKind = (kind: FlowStepKind, mode: string) =>
  kind === 'navigate' ? 'navigation' : mode === 'navigation' ? '' : mode;
