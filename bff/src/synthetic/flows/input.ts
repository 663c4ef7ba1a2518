// What a flow may hold: ordered steps as plain data. A selector is only ever handed to
// querySelector by the audit process (never evaluated as code), so it is checked for length and for being
// one line; URLs follow the rules of page URLs (relative to the site's URL, and never a private address).
import { FLOW_LIMITS, FLOW_STEP_MODES, type FlowStep } from '@pace/platform/db';
import { z } from 'zod';

const { steps: MAX_STEPS, measuredSteps, selectorLength, textLength, waitForMaxMs } = FLOW_LIMITS;

const selector = z
  .string({ message: 'Enter a CSS selector' })
  .trim()
  .min(1, 'Enter a CSS selector')
  .max(selectorLength, `Use a selector of ${selectorLength} characters or fewer`)
  .refine((value) => !/[\r\n\0]/.test(value), 'A selector is one line');
const stepName = z.string().trim().max(255, 'Use 255 characters or fewer').nullish();
const mode = z.enum(FLOW_STEP_MODES, { message: 'Choose navigation, timespan or snapshot' }).nullish();
/** A step's stable id (its history follows it); made for a new step. */
const stepId = z
  .string()
  .regex(/^[a-z0-9]{1,16}$/, 'A step id is up to 16 lowercase letters and digits')
  .nullish();
const common = { id: stepId, name: stepName, mode };

const step = z.discriminatedUnion(
  'kind',
  [
    z.object({
      ...common,
      kind: z.literal('navigate'),
      url: z
        .string({ message: 'Enter a URL' })
        .trim()
        .min(1, 'Enter a URL')
        .max(2048, 'Use a URL of 2048 characters or fewer'),
    }),
    z.object({ ...common, kind: z.literal('click'), selector }),
    z.object({
      ...common,
      kind: z.literal('type'),
      selector,
      text: z
        .string({ message: 'Enter the text to type' })
        .max(textLength, `Use ${textLength} characters or fewer`),
    }),
    z.object({
      ...common,
      kind: z.literal('waitFor'),
      selector,
      timeoutMs: z
        .number({ message: 'Enter a wait in milliseconds' })
        .int('Enter a whole number of milliseconds')
        .min(100, 'Wait at least 100 ms')
        .max(waitForMaxMs, `Wait at most ${waitForMaxMs} ms`)
        .nullish()
        .transform((value) => value ?? 10_000),
    }),
    z.object({ ...common, kind: z.literal('submit'), selector }),
  ],
  { message: 'Choose a step: navigate, click, type, wait for or submit' },
);

export const flowInput = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(255, 'Use 255 characters or fewer'),
    steps: z.array(step).min(1, 'Add a step').max(MAX_STEPS, `A flow has at most ${MAX_STEPS} steps`),
  })
  .superRefine((flow, context) => {
    if (flow.steps[0]?.kind !== 'navigate')
      context.addIssue({
        code: 'custom',
        message: 'A flow starts with a navigate step',
        path: ['steps', 0, 'kind'],
      });
    const measured = flow.steps.filter((candidate) => measuredMode(candidate) !== null).length;
    if (measured === 0)
      context.addIssue({
        code: 'custom',
        message: 'Measure at least one step (choose its mode)',
        path: ['steps'],
      });
    if (measured > measuredSteps)
      context.addIssue({
        code: 'custom',
        message: `Measure at most ${measuredSteps} steps`,
        path: ['steps'],
      });
    const ids = flow.steps.flatMap((candidate) => (candidate.id ? [candidate.id] : []));
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', message: 'Two steps have the same id', path: ['steps'] });
  });

export type FlowInput = z.output<typeof flowInput>;
type StepInput = FlowInput['steps'][number];

/**
 * A step without a mode (left out) is measured as a navigation when it navigates and not at all
 * otherwise; a mode of null says "performed, not measured" for any step.
 */
export function measuredMode(input: Pick<StepInput, 'kind' | 'mode'>): FlowStep['mode'] {
  if (input.mode !== undefined) return input.mode;
  return input.kind === 'navigate' ? 'navigation' : null;
}

const STEP_WORDS: Record<StepInput['kind'], string> = {
  navigate: 'Open',
  click: 'Click',
  type: 'Type',
  waitFor: 'Wait',
  submit: 'Submit',
};

/** The stored steps: ids made for new steps, modes and names settled, URLs resolved by `resolveUrl`. */
export function storedSteps(
  steps: StepInput[],
  resolveUrl: (url: string, index: number) => string,
): FlowStep[] {
  return steps.map((input, index) => {
    const base = {
      id: input.id ?? newStepId(),
      name: input.name || `${STEP_WORDS[input.kind]} (step ${index + 1})`,
      mode: measuredMode(input),
    };
    switch (input.kind) {
      case 'navigate':
        return { ...base, kind: 'navigate', url: resolveUrl(input.url, index) };
      case 'type':
        return { ...base, kind: 'type', selector: input.selector, text: input.text };
      case 'waitFor':
        return { ...base, kind: 'waitFor', selector: input.selector, timeoutMs: input.timeoutMs };
      default:
        return { ...base, kind: input.kind, selector: input.selector };
    }
  });
}

function newStepId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 12);
}
