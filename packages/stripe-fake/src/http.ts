// The wire: who is calling (the API key), the body as sent, and answers with Stripe's headers.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match) return match[1]!;
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8').replace(/:$/, '');
  return null;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1024 * 1024) throw new Error('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function send(res: ServerResponse, status: number, body: unknown) {
  sendRaw(res, status, JSON.stringify(body));
}

export function sendRaw(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${Math.random().toString(36).slice(2, 16)}`,
    'stripe-version': '2026-10-28.endive',
  });
  res.end(body);
}
