// `npm run size -w @pace/rum-agent`: the script's weight as visitors download it. Fails over the target.
import { brotliCompressSync } from 'node:zlib';
import { getRumScript } from './script.ts';
import { GZIP_TARGET_BYTES, gzipSize } from './size.ts';

const code = await getRumScript();
const gzip = gzipSize(code);
const brotli = brotliCompressSync(Buffer.from(code)).length;
console.log(`pace-rum.js: ${code.length} bytes, ${gzip} bytes gzip, ${brotli} bytes brotli`);
console.log(`gzip target ${GZIP_TARGET_BYTES} bytes`);
if (gzip > GZIP_TARGET_BYTES) {
  console.error('over the target');
  process.exitCode = 1;
}
