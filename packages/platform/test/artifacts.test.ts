// The artifact store contract, run on each implementation: a directory, and an S3-compatible bucket
// served on loopback by a stand-in that speaks S3's REST wire format (path-style objects, ListObjectsV2
// XML) and checks every request's Signature Version 4 against the keys it knows.
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ArtifactStore,
  createArtifactStore,
  DiskArtifactStore,
  S3ArtifactStore,
} from '../src/artifacts.ts';
import { loadConfig } from '../src/config.ts';

const KEYS = { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key', region: 'eu-west-1' };
const BUCKET = 'pace-artifacts';

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** A bucket in memory behind S3's REST API, refusing requests whose signature does not check out. */
async function startS3(): Promise<{ url: string; objects: Map<string, Buffer>; server: Server }> {
  const objects = new Map<string, Buffer>();
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const date = String(req.headers['x-amz-date'] ?? '');
    const expected = await new AwsV4Signer({
      ...KEYS,
      service: 's3',
      url: url.toString(),
      method: req.method,
      headers: { 'x-amz-content-sha256': String(req.headers['x-amz-content-sha256'] ?? '') },
      datetime: date,
    }).sign();
    if (req.headers.authorization !== expected.headers.get('authorization')) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.join('/');
    if (bucket !== BUCKET) {
      res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((name) => name.startsWith(prefix));
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${BUCKET}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys.map((name) => `<Contents><Key>${name}</Key></Contents>`).join('')}</ListBucketResult>`,
      );
      return;
    }
    if (req.method === 'PUT') {
      objects.set(key, body);
      res.writeHead(200, { etag: '"etag"' }).end();
    } else if (req.method === 'GET') {
      const object = objects.get(key);
      if (object) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(object);
      else
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchKey</Code></Error>');
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, objects, server };
}

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

const stores: [string, () => ArtifactStore][] = [
  ['a directory', () => new DiskArtifactStore(mkdtempSync(join(tmpdir(), 'pace-artifacts-')))],
  ['an S3-compatible bucket', () => new S3ArtifactStore({ endpoint: s3.url, bucket: BUCKET, ...KEYS })],
];

describe.each(stores)('artifacts in %s', (_, make) => {
  it('stores, reads back, replaces and removes a test’s files', async () => {
    const store = make();
    expect(await store.put('tests/abc/lighthouse.json', '{"ok":true}')).toEqual({ bytes: 11 });
    await store.put('tests/abc/filmstrip-0.jpg', Buffer.from([0xff, 0xd8, 0xff]));
    await store.put('tests/abcd/lighthouse.json', 'other test');
    expect((await store.get('tests/abc/lighthouse.json'))?.toString()).toBe('{"ok":true}');
    expect([...(await store.get('tests/abc/filmstrip-0.jpg'))!]).toEqual([0xff, 0xd8, 0xff]);
    await store.put('tests/abc/lighthouse.json', '{"ok":2}');
    expect((await store.get('tests/abc/lighthouse.json'))?.toString()).toBe('{"ok":2}');
    expect(await store.get('tests/nothing/lighthouse.json')).toBeNull();
    await store.removeAll('tests/abc');
    expect(await store.get('tests/abc/lighthouse.json')).toBeNull();
    expect(await store.get('tests/abc/filmstrip-0.jpg')).toBeNull();
    expect((await store.get('tests/abcd/lighthouse.json'))?.toString()).toBe('other test');
  });

  it('refuses keys that could leave the store', async () => {
    const store = make();
    for (const key of ['../etc/passwd', 'tests/../../x', '/abs', 'tests//x', 'a b']) {
      await expect(store.put(key, 'x')).rejects.toThrow(/Not an artifact key/);
    }
  });
});

describe('createArtifactStore', () => {
  it('uses the directory, or the bucket when ARTIFACTS_S3_BUCKET is set with its endpoint and keys', () => {
    expect(createArtifactStore(loadConfig({}))).toBeInstanceOf(DiskArtifactStore);
    const config = loadConfig({
      ARTIFACTS_S3_BUCKET: BUCKET,
      ARTIFACTS_S3_ENDPOINT: s3.url,
      ARTIFACTS_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      ARTIFACTS_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    });
    expect(createArtifactStore(config)).toBeInstanceOf(S3ArtifactStore);
    expect(() => loadConfig({ ARTIFACTS_S3_BUCKET: BUCKET })).toThrow(
      /ARTIFACTS_S3_BUCKET needs ARTIFACTS_S3_ENDPOINT/,
    );
  });

  it('reads the audit settings, and names a bad one', () => {
    const config = loadConfig({
      AUDIT_ALLOWED_NETWORKS: '127.0.0.0/8, ::1/128',
      AUDIT_CONCURRENCY: '2',
      AUDIT_CONCURRENCY_PER_ORGANISATION: '3',
      AUDIT_HOST_RULES: 'cdn.example.com=127.0.0.1',
    });
    expect(config.audits).toMatchObject({
      allowedNetworks: ['127.0.0.0/8', '::1/128'],
      concurrency: 2,
      concurrencyPerOrganisation: 3,
      timeoutMs: 300_000,
      hostRules: 'cdn.example.com=127.0.0.1',
    });
    expect(loadConfig({}).audits.allowedNetworks).toEqual([]);
    expect(loadConfig({}).audits.concurrencyPerOrganisation).toBe(2);
    expect(() => loadConfig({ AUDIT_ALLOWED_NETWORKS: 'loopback' })).toThrow(
      /AUDIT_ALLOWED_NETWORKS: expected address ranges/,
    );
    expect(() => loadConfig({ AUDIT_CONCURRENCY: '0' })).toThrow(/AUDIT_CONCURRENCY: expected 1 or more/);
  });

  it('does not store with a wrong secret', async () => {
    const wrong = new S3ArtifactStore({ endpoint: s3.url, bucket: BUCKET, ...KEYS, secretAccessKey: 'nope' });
    await expect(wrong.put('tests/x/y.json', '{}')).rejects.toThrow(/answered 403/);
  });
});
