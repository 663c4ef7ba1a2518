// A user flow in real Chromium with real Lighthouse, in the audit process (the sandbox, environment and
// guard of page audits): signed in through the site's form first, then the basket opened (a navigation),
// a button clicked (a timespan), the email typed (not measured) and the form submitted (the navigation it
// starts). Each measured step has its values; the flow report is Lighthouse's HTML. A step whose
// selector never appears fails the flow as the page's fault, naming the step.
import type { FlowStep } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlowRequest, type FlowSuccess, runFlowAudit } from '../src/index.ts';
import {
  FIXTURE_HOST_RULES,
  type FixtureSites,
  PLAIN_PROFILE,
  startFixtureSites,
} from '../src/testing/fixture-sites.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

let sites: FixtureSites;
beforeAll(async () => {
  sites = await startFixtureSites();
});
afterAll(() => sites.close());

function request(steps: FlowStep[], extra: Partial<FlowRequest> = {}): FlowRequest {
  return {
    url: `${sites.origin}/basket`,
    flow: { name: 'Checkout', steps },
    profile: PLAIN_PROFILE,
    formAuth: null,
    chromePath: CHROME_PATH,
    allowedNetworks: ['127.0.0.0/8'],
    hostRules: FIXTURE_HOST_RULES,
    ...extra,
  };
}

describe('a checkout flow behind the form login', () => {
  let result: FlowSuccess;
  let first: number;
  beforeAll(async () => {
    first = sites.seen.length;
    const outcome = await runFlowAudit(
      request(
        [
          { id: 'open', name: 'Basket', mode: 'navigation', kind: 'navigate', url: `${sites.origin}/basket` },
          { id: 'more', name: 'More', mode: 'timespan', kind: 'click', selector: '#more' },
          { id: 'email', name: 'Email', mode: null, kind: 'type', selector: '#email', text: 'a@example.com' },
          { id: 'pay', name: 'Pay', mode: 'navigation', kind: 'submit', selector: 'form#pay' },
        ],
        {
          formAuth: {
            url: `${sites.origin}/login`,
            formSelector: '#login',
            username: 'someone@example.com',
            usernameSelector: '#email',
            password: 'secret',
            passwordSelector: '#password',
            submitSelector: '#submit',
          },
        },
      ),
    );
    if (!outcome.ok) throw new Error(`flow failed: ${outcome.code} ${outcome.message}`);
    result = outcome;
  }, 240_000);

  it('signs in before the first step and performs every step by selector', () => {
    const paths = sites.seen.slice(first).map((seen) => seen.path);
    expect(paths.indexOf('/login')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('/login')).toBeLessThan(paths.indexOf('/basket'));
    const basket = sites.seen.slice(first).find((seen) => seen.path === '/basket');
    expect(basket?.headers.cookie).toContain('session=signed-in');
    // The typed email reached the thanks page through the submitted form.
    expect(sites.seen.slice(first).some((seen) => seen.path === '/thanks')).toBe(true);
  });

  it('measures the steps that have a mode, each with the values its mode gives', () => {
    expect(result.steps.map((step) => [step.stepId, step.stepIndex, step.mode])).toEqual([
      ['open', 0, 'navigation'],
      ['more', 1, 'timespan'],
      ['pay', 3, 'navigation'],
    ]);
    const [open, more, pay] = result.steps;
    for (const navigation of [open!, pay!]) {
      expect(navigation.metrics.performance_score).toBeGreaterThan(0);
      expect(navigation.metrics.lcp).toBeGreaterThan(0);
      expect(navigation.metrics.fcp).toBeGreaterThan(0);
    }
    expect(more!.metrics.cls).toBeGreaterThanOrEqual(0);
    expect(more!.metrics.tbt).toBeGreaterThanOrEqual(0);
    expect(more!.metrics.inp).toBeGreaterThan(0);
    expect(more!.metrics.lcp).toBeUndefined();
    expect(result.reportHtml).toMatch(/<!doctype html>/i);
    expect(result.reportHtml).toContain('Checkout');
    expect(result.lighthouseVersion).toMatch(/^13\./);
  });
});

it('fails as the page’s fault, naming the step, when a selector never appears', async () => {
  const outcome = await runFlowAudit(
    request([
      { id: 'open', name: 'Basket', mode: 'navigation', kind: 'navigate', url: `${sites.origin}/basket` },
      { id: 'wait', name: 'Coupon', mode: null, kind: 'waitFor', selector: '#coupon', timeoutMs: 500 },
    ]),
  );
  expect(outcome).toMatchObject({ ok: false, code: 'FLOW_STEP_ERROR', pageFault: true });
  expect(!outcome.ok && outcome.message).toMatch(/Step 2 \(Coupon\) failed/);
}, 120_000);
