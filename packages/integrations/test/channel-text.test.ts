// Customer text in other people's channels (tests/security/channel-text.json): Slack gets it escaped for
// mrkdwn, the fallback text included; GitHub gets it escaped for Markdown, a URL linked only if http(s).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IntegrationCheckRun } from '@pace/platform/db';
import { describe, expect, it } from 'vitest';
import type { BudgetEventData, EventEnvelope, SnapshotEventData } from '../src/events.ts';
import { checkRunView, deploymentHeading } from '../src/github/check-run-output.ts';
import { slackMessage } from '../src/slack.ts';

const corpus = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'tests', 'security', 'channel-text.json'), 'utf8'),
) as {
  slack: { names: string[]; forbidden: string[] };
  github: { urls: string[]; forbidden: string[] };
};

const site = (name: string) => ({
  name,
  slug: 'acme',
  team: 'web',
  url: `https://acme.example.test/${name}`,
  link: 'https://pace.example.test/teams/t/acme',
});

function events(name: string): EventEnvelope[] {
  const timestamp = '2026-12-02T00:00:00Z';
  const budget: BudgetEventData = {
    site: site(name),
    budget: {
      uuid: 'b',
      metric: 'lcp',
      metricName: 'LCP',
      description: `${name} at most 2.5 s`,
      from: 'met',
      to: 'exceeded',
      state: 'Exceeded',
      link: 'https://pace.example.test/b',
    },
  };
  const snapshot: SnapshotEventData = {
    site: site(name),
    snapshot: {
      uuid: 's',
      status: 'completed',
      trigger: name,
      tests: { total: 1, completed: 1, failed: 0 },
      link: 'https://pace.example.test/s',
      finishedAt: null,
    },
    metrics: [{ key: 'lcp', name, value: 1, formatted: name }],
  };
  const deploy = {
    site: site(name),
    provider: name,
    deployUrl: name,
    snapshot: { link: 'https://pace.example.test/s' },
  };
  return [
    { type: 'budget.changed', timestamp, data: budget },
    { type: 'snapshot.completed', timestamp, data: snapshot },
    { type: 'deploy.succeeded', timestamp, data: deploy },
  ];
}

/** Every text Slack parses as mrkdwn: the fallback text and each mrkdwn object (plain_text is shown as is). */
function mrkdwnTexts(message: { text: string; blocks: unknown[] }): string[] {
  const found = [message.text];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (object.type === 'mrkdwn' && typeof object.text === 'string') found.push(object.text);
      Object.values(object).forEach(walk);
    }
  };
  walk(message.blocks);
  return found;
}

describe('Slack messages', () => {
  it.each(corpus.slack.names)('carry %j as text, in blocks and fallback alike', (name) => {
    for (const envelope of events(name)) {
      const message = slackMessage(envelope);
      for (const text of mrkdwnTexts(message)) {
        for (const forbidden of corpus.slack.forbidden) expect(text).not.toContain(forbidden);
      }
      expect(message.text).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
    }
  });
});

describe('GitHub Markdown', () => {
  const run = (environmentUrl: string) => ({ state: 'processing', environmentUrl }) as IntegrationCheckRun;

  it.each(corpus.github.urls)('carries the deployment URL %j as text', (url) => {
    for (const markdown of [checkRunView(run(url), false).summary, deploymentHeading(url)]) {
      // A backslash-escaped mark renders as itself: what is left is what GitHub would interpret.
      const live = markdown.replace(/\\./g, '');
      for (const forbidden of corpus.github.forbidden) expect(live).not.toContain(forbidden);
    }
  });

  it('links an http(s) deployment URL and no other scheme', () => {
    expect(deploymentHeading('https://preview.example.test/a')).toBe(
      '### Pace: [https\\://preview\\.example\\.test/a](https://preview.example.test/a)',
    );
    expect(deploymentHeading('javascript:alert(1)')).not.toContain('](');
    expect(deploymentHeading(null)).toBe('### Pace: deployment');
  });
});
