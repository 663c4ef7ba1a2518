// The providers as the screens name them (spec: code host, chat tool, hosting provider, webhook,
// automation service), their events, and the screens' addresses.
import type { IntegrationEvent, Provider } from '../../graphql/integrations';

export const PROVIDERS: Record<Provider, { label: string; kind: string; description: string }> = {
  github: {
    label: 'GitHub',
    kind: 'Code host',
    description: 'Check runs and a summary comment on pull requests, measured on their preview deployments.',
  },
  slack: {
    label: 'Slack',
    kind: 'Chat tool',
    description: 'Budget alerts and snapshot summaries in a channel.',
  },
  netlify: {
    label: 'Netlify',
    kind: 'Hosting provider',
    description: 'A snapshot after each finished deploy.',
  },
  vercel: {
    label: 'Vercel',
    kind: 'Hosting provider',
    description: 'A snapshot after each finished deployment.',
  },
  webhook: {
    label: 'Webhook',
    kind: 'Webhook',
    description: 'Signed JSON events sent to your own endpoint.',
  },
  automation: {
    label: 'Automation service',
    kind: 'Automation service',
    description: 'Zapier-style REST hooks; subscriptions are usually made by the service itself.',
  },
};

export const PROVIDER_ORDER: Provider[] = ['github', 'slack', 'netlify', 'vercel', 'webhook', 'automation'];

/** "Slack (Chat tool)"; "Webhook" alone when the kind says the same. */
export const providerName = (provider: Provider) => {
  const { label, kind } = PROVIDERS[provider];
  return label === kind ? label : `${label} (${kind})`;
};

export const isProvider = (value: string): value is Provider => value in PROVIDERS;

export const EVENTS: { value: IntegrationEvent; label: string }[] = [
  { value: 'BUDGET_CHANGED', label: 'Budget changes (met, at risk, exceeded)' },
  { value: 'SNAPSHOT_COMPLETED', label: 'Snapshot completed' },
  { value: 'SNAPSHOT_FAILED', label: 'Snapshot failed' },
  { value: 'DEPLOY_SUCCEEDED', label: 'Deploy finished (from a Netlify or Vercel integration)' },
];

/** Providers that send events to a URL the user gives. */
export const SENDS_EVENTS: Provider[] = ['webhook', 'slack', 'automation'];
