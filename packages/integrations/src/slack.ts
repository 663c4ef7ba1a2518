// Slack incoming webhooks: one POST of `{ text, blocks }` (Block Kit) per event. `text` is the
// notification's fallback; the blocks are what the channel shows.
import type { BudgetEventData, EventEnvelope, SnapshotEventData } from './events.ts';

type Block = Record<string, unknown>;

const mrkdwn = (text: string) => ({ type: 'mrkdwn', text });
/**
 * Slack's mrkdwn needs &, < and > escaped, and nothing else: with them escaped, customer text can make no
 * `<!channel>`, `<@user>` or `<url|link>` of its own. The fallback `text` is mrkdwn too (notifications).
 */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const linkButton = (text: string, url: string): Block => ({
  type: 'actions',
  elements: [{ type: 'button', text: { type: 'plain_text', text }, url }],
});

const BUDGET_ICON: Record<string, string> = {
  met: ':white_check_mark:',
  at_risk: ':warning:',
  exceeded: ':rotating_light:',
  no_measurement: ':grey_question:',
};

function budgetMessage({ site, budget }: BudgetEventData) {
  const text = `${site.name}: budget ${budget.state.toLowerCase()} (${budget.description})`;
  return {
    text: escapeText(text),
    blocks: [
      {
        type: 'header',
        text: { type: 'plain_text', text: `Budget ${budget.state.toLowerCase()}: ${site.name}` },
      },
      {
        type: 'section',
        text: mrkdwn(
          `${BUDGET_ICON[budget.to] ?? ''} *${escapeText(budget.description)}* is now *${escapeText(budget.state.toLowerCase())}* (was ${escapeText(budget.from.replace('_', ' '))}).`,
        ),
      },
      {
        type: 'context',
        elements: [mrkdwn(`<${site.link}|${escapeText(site.name)}> · ${escapeText(site.url)}`)],
      },
      linkButton('See the budget', budget.link),
    ],
  };
}

function snapshotMessage({ site, snapshot, metrics = [] }: SnapshotEventData) {
  const ok = snapshot.status === 'completed';
  const text = `${site.name}: snapshot ${snapshot.status} (${snapshot.tests.completed} of ${snapshot.tests.total} tests completed)`;
  return {
    text: escapeText(text),
    blocks: [
      {
        type: 'header',
        text: { type: 'plain_text', text: `Snapshot ${snapshot.status}: ${site.name}` },
      },
      {
        type: 'section',
        fields: [
          mrkdwn(`*Status*\n${ok ? ':white_check_mark:' : ':x:'} ${snapshot.status}`),
          mrkdwn(`*Tests*\n${snapshot.tests.completed} completed, ${snapshot.tests.failed} failed`),
          mrkdwn(`*Trigger*\n${escapeText(snapshot.trigger)}`),
          mrkdwn(`*Site*\n<${site.link}|${escapeText(site.name)}>`),
        ],
      },
      ...(metrics.length
        ? [
            {
              type: 'section',
              fields: metrics
                .slice(0, 10)
                .map((metric) => mrkdwn(`*${escapeText(metric.name)}*\n${escapeText(metric.formatted)}`)),
            },
          ]
        : []),
      linkButton('See the snapshot', snapshot.link),
    ],
  };
}

/** The Slack message of an event. */
export function slackMessage(envelope: EventEnvelope): { text: string; blocks: Block[] } {
  switch (envelope.type) {
    case 'budget.changed':
      return budgetMessage(envelope.data as BudgetEventData);
    case 'snapshot.completed':
    case 'snapshot.failed':
      return snapshotMessage(envelope.data as SnapshotEventData);
    case 'deploy.succeeded': {
      const data = envelope.data as {
        site: { name: string; link: string };
        provider: string;
        deployUrl: string | null;
        snapshot: { link: string };
      };
      const text = `${data.site.name}: deployed${data.deployUrl ? ` to ${data.deployUrl}` : ''}; a snapshot is measuring it`;
      return {
        text: escapeText(text),
        blocks: [
          { type: 'section', text: mrkdwn(`:rocket: ${escapeText(text)} (${escapeText(data.provider)}).`) },
          linkButton('See the snapshot', data.snapshot.link),
        ],
      };
    }
    default: {
      const text = 'Pace is connected to this channel.';
      return { text, blocks: [{ type: 'section', text: mrkdwn(`:wave: ${text}`) }] };
    }
  }
}
