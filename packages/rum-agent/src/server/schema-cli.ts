// `npm run schema -w @pace/rum-agent`: writes beacon.schema.json, the beacon format as JSON Schema. It is
// committed so a change to the format shows up in review; a test fails while it is out of date.
import { writeFile } from 'node:fs/promises';
import { BEACON_JSON_SCHEMA_PATH, beaconJsonSchema } from './beacon-json-schema.ts';

await writeFile(BEACON_JSON_SCHEMA_PATH, `${JSON.stringify(beaconJsonSchema(), null, 2)}\n`);
console.log(`wrote ${BEACON_JSON_SCHEMA_PATH}`);
