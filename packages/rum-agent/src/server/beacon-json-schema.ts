import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { beaconSchema } from '../beacon.ts';

export const BEACON_JSON_SCHEMA_PATH = fileURLToPath(new URL('../../beacon.schema.json', import.meta.url));

export function beaconJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(beaconSchema),
    title: 'Pace RUM beacon',
    description: 'The body of POST /rum/collect, sent as text/plain JSON by the RUM agent. See README.md.',
  };
}
