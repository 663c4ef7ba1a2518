// `npm run build -w @pace/rum-agent`: writes dist/pace-rum.js.
import { buildRumScript, RUM_SCRIPT_PATH } from './script.ts';

const code = await buildRumScript();
console.log(`${RUM_SCRIPT_PATH}: ${code.length} bytes`);
