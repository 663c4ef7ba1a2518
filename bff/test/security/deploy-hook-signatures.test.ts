// Deploy hooks under a flood of bad signatures (cases in tests/security/deploy-hook-signatures.json):
// each is refused with 401 and stores nothing per request (no delivery row, which nothing would ever
// prune); the hook's count of bad signatures and the metric say how many came. Both modes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signNetlify, signVercel } from '@pace/integrations/signing';
import { metrics } from '@pace/platform/metrics';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { badSignatureCount } from '../../src/integrations/deploy-hooks.ts';
import { createWorld, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

interface Case {
  name: string;
  provider: 'netlify' | 'vercel';
  signWith?: string | null;
  signature?: string;
}
const { cases } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/deploy-hook-signatures.json'), 'utf8'),
) as { cases: Case[] };

const HEADER = { netlify: 'x-webhook-signature', vercel: 'x-vercel-signature' } as const;

async function badSignaturesMetric(provider: string) {
  const { values } = await metrics.deployHookBadSignatures.get();
  return values.find((value) => value.labels.provider === provider)?.value ?? 0;
}

describe.each(MODES)('deploy hooks and bad signatures (%s)', (mode) => {
  let app: TestApp;
  let world: World;

  beforeAll(async () => {
    app = await startTestApp(mode);
    world = await createWorld(app);
  });
  afterAll(() => app.close());

  test.each(['netlify', 'vercel'] as const)(
    '%s: refused, counted, nothing stored per request',
    async (provider) => {
      const hook = await app.db.models.Integration.create({
        organisationId: world.orgA.id,
        siteId: world.siteA1.id,
        provider,
        name: provider,
        secret: 'the-secret',
        enabled: true,
      } as never);
      const ofProvider = cases.filter((c) => c.provider === provider);
      const deliveries = await app.db.models.IntegrationDelivery.count();
      const metricBefore = await badSignaturesMetric(provider);
      const body = JSON.stringify({ id: 'd1', state: 'ready', updated_at: new Date().toISOString() });
      for (const hostile of ofProvider) {
        const sign = provider === 'netlify' ? signNetlify : signVercel;
        const signature = hostile.signature ?? (hostile.signWith ? sign(hostile.signWith, body) : undefined);
        const response = await fetch(`${app.url}/webhooks/integrations/${provider}/${hook.uuid}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(signature !== undefined ? { [HEADER[provider]]: signature } : {}),
          },
          body,
        });
        expect(response.status, hostile.name).toBe(401);
      }
      expect(await app.db.models.IntegrationDelivery.count()).toBe(deliveries);
      expect(await badSignatureCount(app.kv, hook.id)).toBe(ofProvider.length);
      expect((await badSignaturesMetric(provider)) - metricBefore).toBe(ofProvider.length);
    },
  );
});
