// A stand-in for the status page the help menu reads (STATUS_PAGE_URL): it serves Statuspage's
// /api/v2/status.json shape on loopback. Tests say how it answers with POST /answer { status, body }.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StatusAnswer {
  status: number;
  body: unknown;
}

export const STATUS_PATH = '/api/v2/status.json';
export const OPERATIONAL: StatusAnswer = {
  status: 200,
  body: { page: { name: 'Pace' }, status: { indicator: 'none', description: 'All Systems Operational' } },
};

export async function startStatusPageStub() {
  let answer = OPERATIONAL;
  const server = createServer(async (req, res) => {
    if (req.method === 'POST' && req.url === '/answer') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as StatusAnswer;
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && req.url === STATUS_PATH) {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    statusUrl: `${url}${STATUS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** From a test: how the status page answers from now on. */
export async function setStatusAnswer(stubUrl: string, answer: StatusAnswer): Promise<void> {
  const response = await fetch(`${stubUrl}/answer`, { method: 'POST', body: JSON.stringify(answer) });
  if (response.status !== 204) throw new Error(`status page stub answered ${response.status}`);
}
