// Audits open http(s) pages only. A sign-in form URL of `file:` is refused before Chromium starts;
// Chromium itself fails every load of `file:` and the browser's own schemes in every target, whoever
// asks (a browser-initiated navigation in any page, a frame, a subresource); and a real audit of a
// loopback page that tries a file: navigation, iframe, image and fetch reads none of the file.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, NO_SANDBOX_FLAG, runAudit } from '../src/index.ts';
import { refuseOtherSchemes } from '../src/scheme-guard.ts';
import { PLAIN_PROFILE } from '../src/testing/fixture-sites.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const secret = `file-secret-${randomBytes(8).toString('hex')}`;

let folder: string;
let file: string;
let site: Server;
let origin: string;
const loot: string[] = [];

/** Tries the file every way a page can: its top frame, an iframe, an image, fetch; reports to /loot. */
function pageTryingFiles(fileUrl: string) {
  const script = `
const found = [];
const frame = document.createElement('iframe');
frame.src = ${JSON.stringify(fileUrl)};
document.body.append(frame);
fetch(${JSON.stringify(fileUrl)}).then((r) => r.text()).then((t) => found.push('fetch ' + t), (e) => found.push('fetch ' + e));
setTimeout(() => {
  try { found.push('frame ' + frame.contentDocument.body.innerText); } catch (e) { found.push('frame ' + e); }
  try { location.href = ${JSON.stringify(fileUrl)}; } catch (e) { found.push('navigate ' + e); }
  setTimeout(() => fetch('/loot', { method: 'POST', body: found.join('\\n') + '\\n' + location.href }), 300);
}, 500);`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Files</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="Files"></head>
<body><h1>Files</h1><img alt="" width="1" height="1" src="${fileUrl}"><script>${script}</script></body></html>`;
}

beforeAll(async () => {
  // Readable by the audit's user (nobody, when the worker is root), as the database or another
  // organisation's artifacts would be to an audit without this guard.
  folder = mkdtempSync(join(tmpdir(), 'pace-file-scheme-'));
  chmodSync(folder, 0o755);
  file = join(folder, 'sign-in.html');
  writeFileSync(
    file,
    `<!doctype html><title>${secret}</title><form action="sign-in.html"><input id="u"><input id="p" type="password"><button id="s">Sign in</button></form>`,
    { mode: 0o644 },
  );
  site = createServer((request, response) => {
    if (request.url === '/loot') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        loot.push(body);
        response.end();
      });
      return;
    }
    response.setHeader('content-type', 'text/html');
    response.end(pageTryingFiles(`file://${file}`));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const request = (formAuthUrl: string | null) => ({
  url: `${origin}/`,
  profile: PLAIN_PROFILE,
  formAuth: formAuthUrl
    ? {
        url: formAuthUrl,
        formSelector: 'form',
        username: 'bot',
        usernameSelector: '#u',
        password: 'pw',
        passwordSelector: '#p',
        submitSelector: '#s',
      }
    : null,
  chromePath: CHROME_PATH,
  allowedNetworks: ['127.0.0.1/32'],
  hostRules: '',
});

describe('file: and the browser schemes in audits', () => {
  it('refuses a sign-in form URL of file: before Chromium opens it', async () => {
    const outcome = await runAudit(request(`FILE://${file}`));
    expect(outcome).toMatchObject({
      ok: false,
      code: 'INTERSTITIAL_ERROR',
      message: "The sign-in form's URL is refused: Use an http or https URL",
    });
  });

  it('has Chromium fail every load of file: and view-source:, in every page it opens', async () => {
    const root = process.getuid?.() === 0;
    const browser = await puppeteer.launch({
      executablePath: CHROME_PATH,
      headless: true,
      pipe: true,
      args: [...CHROMIUM_FLAGS, ...(root ? [NO_SANDBOX_FLAG] : [])],
    });
    try {
      const refused = await refuseOtherSchemes(browser);
      const tried = [`file://${file}`, `FILE://${file}`, `view-source:file://${file}`];
      for (const url of tried) {
        // A page opened after the refusal was set up, as Lighthouse's and a popup's are.
        const page = await browser.newPage();
        await expect(page.goto(url)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);
        expect(await page.content()).not.toContain(secret);
        await page.close();
      }
      expect(refused.urls.length).toBeGreaterThanOrEqual(tried.length);
      expect(refused.urls.every((url) => url.startsWith('file:'))).toBe(true);
    } finally {
      await browser.close();
    }
  });

  it('lets a page read nothing of a file in a real audit: not by navigation, frame, image or fetch', async () => {
    const outcome = await runAudit(request(null));
    expect(outcome.ok ? 'ok' : `${outcome.code} ${outcome.message}`).toBe('ok');
    expect(loot, 'the page tried and reported back').not.toHaveLength(0);
    for (const found of loot) expect(found).not.toContain(secret);
    expect(loot[0]).toMatch(/^fetch /m);
    expect(JSON.stringify(outcome)).not.toContain(secret);
  });
});
