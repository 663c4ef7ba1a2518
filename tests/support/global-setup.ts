import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startCruxFixtureServer } from '@pace/crux/fixtures';
import { startSmtpSink } from '@pace/service-fakes/smtp';
import { Redis } from 'ioredis';
import mysql from 'mysql2/promise';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser.ts';
import { freePort, repoRoot, startPlatform } from './platform.ts';
import { startStatusPageStub } from './status-page.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    databaseURL: string;
    redisURL: string;
    dataDir: string;
    statusPageURL: string;
    /** Where the SMTP sink writes every mail the platform sends, one `.eml` file each. */
    mailDir: string;
  }
}

const MYSQL = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
// PACE_E2E_NAME and PACE_E2E_REDIS let two runs on one machine (two people's checkouts) keep apart.
const E2E_DATABASE = process.env.PACE_E2E_NAME ?? 'pace_e2e';
const E2E_SUFFIX = process.env.PACE_E2E_NAME ? `-${process.env.PACE_E2E_NAME}` : '';
// A Redis database index of its own, so flushing it between runs touches nothing else.
const E2E_REDIS = process.env.PACE_E2E_REDIS ?? 'redis://127.0.0.1:6379/5';
const E2E_CRUX_KEY = 'e2e-crux-key';

export default async function setup(project: TestProject) {
  const admin = await mysql.createConnection(MYSQL);
  await admin.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE}`);
  await admin.query(`CREATE DATABASE ${E2E_DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const redis = new Redis(E2E_REDIS);
  await redis.flushdb();
  redis.disconnect();

  const databaseURL = `mysql://root@127.0.0.1:3306/${E2E_DATABASE}`;
  // Published remote builds and other files of this run, apart from a developer's own `.data/`.
  const dataDir = join(repoRoot, 'tests', '.artifacts', `e2e-data${E2E_SUFFIX}`);
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  // CrUX: the platform asks a local stand-in speaking the CrUX API's wire format, never the real API.
  const crux = await startCruxFixtureServer({ apiKey: E2E_CRUX_KEY });
  // The help menu's status line reads a local stand-in of the status page.
  const statusPage = await startStatusPageStub();
  // Mail goes over SMTP to a real server on loopback, which files each message for the tests to read.
  const mailDir = join(repoRoot, 'tests', '.artifacts', `e2e-mail${E2E_SUFFIX}`);
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  const smtp = await startSmtpSink({ dir: mailDir });
  const [platform, browser] = await Promise.all([
    startPlatform({
      DATABASE_URL: databaseURL,
      REDIS_URL: E2E_REDIS,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      CRUX_API_URL: crux.url,
      CRUX_API_KEY: E2E_CRUX_KEY,
      STATUS_PAGE_URL: statusPage.statusUrl,
      SMTP_URL: smtp.url,
      // Synthetic audits reach the fixture sites the tests serve on loopback.
      AUDIT_ALLOWED_NETWORKS: '127.0.0.0/8',
      // Every person of every file signs up from loopback.
      SIGN_UPS_PER_NETWORK: '10000',
    }),
    launchBrowserServer(),
  ]);
  project.provide('baseURL', platform.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('databaseURL', databaseURL);
  project.provide('redisURL', E2E_REDIS);
  project.provide('dataDir', dataDir);
  project.provide('statusPageURL', statusPage.url);
  project.provide('mailDir', mailDir);

  return async () => {
    await Promise.all([platform.stop(), browser.close()]);
    await crux.close();
    await statusPage.close();
    await smtp.close();
  };
}
