// Fixture pages of the pull request verdict's benchmark, served on loopback: one build of a small page
// served as the main branch and, byte for byte, as a preview (an A/A pair), the same build behind a
// server 300 ms slower, and a noisy page whose server delay and image size vary at random per request.
import { createServer } from 'node:http';

export const DELAY_MS = 300;

/** A valid 24-bit BMP of the given size: a real image that paints (the noisy page's LCP element). */
function bmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height, 0x80);
  file.write('BM', 0);
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(row * height, 34);
  return file;
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Shop</title><meta name="description" content="Shop"></head><body><h1>Shop</h1>${body}</body></html>`;
// Text only: Lighthouse's simulated LCP counts an image only if its request ended before the observed
// paint, which on loopback a 300 ms later image did not, and the slower build then "improved" its LCP.
const BUILD = page('<p>A small page of one build.</p><p>Things to buy, and what they cost.</p>');
const NOISY = page(
  '<p>A page of a noisy server.</p><img alt="product" width="320" height="160" src="noisy.bmp">',
);

export interface VerdictPages {
  origin: string;
  close(): Promise<void>;
}

export async function startVerdictPages(): Promise<VerdictPages> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    const send = (type: string, body: string | Buffer, delayMs = 0) =>
      setTimeout(() => {
        res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
        res.end(body);
      }, delayMs);
    switch (path) {
      case '/main/':
      case '/preview/':
        return send('text/html; charset=utf-8', BUILD);
      case '/delayed/':
        return send('text/html; charset=utf-8', BUILD, DELAY_MS);
      case '/noisy/':
        return send('text/html; charset=utf-8', NOISY, Math.random() * 600);
      case '/noisy/noisy.bmp':
        // 10 KB to 500 KB: at the profile's 1.6 Mbps, from a few ms to about 2.5 s of transfer.
        return send('image/bmp', bmp(320, 10 + Math.floor(Math.random() * 520)), Math.random() * 300);
      default:
        res.writeHead(404);
        res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
