// Performs a user flow's steps in the audit process's page, with Lighthouse's user-flow API measuring the
// steps that have a mode. Steps act by selector only, through puppeteer (click, type, waitForSelector,
// a form's requestSubmit): nothing a user wrote is ever evaluated as code.

import type { FlowStep } from '@pace/platform/db';
import { type Flags, startFlow, type UserFlow } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { flowStepMetrics } from './flow-metrics.ts';
import type { MeasuredStep } from './flow-request.ts';
import type { LighthouseReport } from './measurements.ts';

/** A step that could not be performed; `index` is its place in the flow. */
export class FlowStepError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

const NAVIGATION_TIMEOUT_MS = 30_000;
const TIMESPAN_CATEGORIES = ['performance', 'best-practices'];
/** After an unmeasured or timespan action, how long the page may take to go quiet. */
const SETTLE_MS = 10_000;

export interface PerformedFlow {
  steps: MeasuredStep[];
  reportHtml: string;
  lighthouseVersion: string;
}

export async function performFlow(
  page: Page,
  flow: { name: string; steps: FlowStep[] },
  flags: Flags,
): Promise<PerformedFlow> {
  const userFlow = await startFlow(page, { name: flow.name, flags });
  const measured: Omit<MeasuredStep, 'metrics'>[] = [];
  for (const [index, step] of flow.steps.entries()) {
    try {
      await perform(userFlow, page, step);
    } catch (error) {
      throw new FlowStepError(index, `Step ${index + 1} (${step.name}) failed: ${(error as Error).message}`);
    }
    if (step.mode) measured.push({ stepId: step.id, stepIndex: index, stepName: step.name, mode: step.mode });
  }
  const result = await userFlow.createFlowResult();
  const steps = measured.map((step, order) => {
    const lhr = result.steps[order]?.lhr as unknown as LighthouseReport | undefined;
    if (lhr?.runtimeError)
      throw new FlowStepError(
        step.stepIndex,
        `Step ${step.stepIndex + 1} (${step.stepName}): ${lhr.runtimeError.message}`,
      );
    return { ...step, metrics: lhr ? flowStepMetrics(lhr) : {} };
  });
  const first = result.steps[0]?.lhr as unknown as LighthouseReport | undefined;
  return {
    steps,
    reportHtml: await userFlow.generateReport(),
    lighthouseVersion: first?.lighthouseVersion ?? '',
  };
}

async function perform(flow: UserFlow, page: Page, step: FlowStep) {
  const name = step.name;
  const act = () => action(page, step);
  switch (step.mode) {
    case 'navigation':
      // A navigate step is a plain navigation; any other is the navigation its action starts.
      if (step.kind === 'navigate') await flow.navigate(step.url, { name });
      else await flow.navigate(act, { name });
      return;
    case 'timespan':
      // Accessibility and SEO judge a page as it stands, not a stretch of time: Lighthouse refuses them here.
      await flow.startTimespan({ name, onlyCategories: TIMESPAN_CATEGORIES });
      await act();
      await settle(page);
      await flow.endTimespan();
      return;
    case 'snapshot':
      await act();
      await settle(page);
      await flow.snapshot({ name });
      return;
    default:
      await act();
      await settle(page);
  }
}

async function action(page: Page, step: FlowStep) {
  switch (step.kind) {
    case 'navigate':
      await page.goto(step.url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
      return;
    case 'click':
      await page.waitForSelector(step.selector, { visible: true, timeout: SETTLE_MS });
      await page.click(step.selector);
      return;
    case 'type':
      await page.waitForSelector(step.selector, { visible: true, timeout: SETTLE_MS });
      await page.type(step.selector, step.text);
      return;
    case 'waitFor':
      await page.waitForSelector(step.selector, { timeout: step.timeoutMs });
      return;
    case 'submit':
      await page.waitForSelector(step.selector, { timeout: SETTLE_MS });
      // The element's own form (or the form itself) is submitted as a visitor's Enter would: our function,
      // the user's selector only as querySelector's argument.
      await page.$eval(step.selector, (element) => {
        const target = element as unknown as {
          requestSubmit?: () => void;
          closest(selector: string): { requestSubmit(): void } | null;
        };
        const form = typeof target.requestSubmit === 'function' ? target : target.closest('form');
        if (!form?.requestSubmit) throw new Error('The selector matches no form and nothing inside one');
        form.requestSubmit();
      });
  }
}

/** Lets a navigation or the requests an action started finish, without failing a page that never idles. */
async function settle(page: Page) {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: SETTLE_MS }).catch(() => {});
}
