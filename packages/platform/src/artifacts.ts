// Test artifacts (Lighthouse reports, screenshots, filmstrip frames) behind one interface: the job
// workers write them, the bff serves them for download. Local disk under ARTIFACTS_DIR by default, or
// an S3-compatible bucket (AWS S3, MinIO, R2…) when ARTIFACTS_S3_BUCKET is set.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Config } from './config.ts';
import { keepPrivate, PRIVATE_FILE, PRIVATE_FOLDER } from './private-files.ts';

export interface ArtifactStore {
  /** Stores `body` under `key` (replacing what was there: a retried test writes again). */
  put(key: string, body: Buffer | string): Promise<{ bytes: number }>;
  /** The stored bytes, or null when there is nothing under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Removes every artifact whose key starts with `prefix/`. */
  removeAll(prefix: string): Promise<void>;
}

/** Keys are slash-separated names of letters, digits, `-`, `_` and `.`, never `..`. */
const KEY = /^[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/;

export function assertArtifactKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not an artifact key: ${JSON.stringify(key)}`);
}

export class DiskArtifactStore implements ArtifactStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    // Artifacts are organisations' data: the platform's user's only.
    keepPrivate(this.root);
  }

  private path(key: string): string {
    assertArtifactKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Artifact key outside the store: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer | string) {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true, mode: PRIVATE_FOLDER });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, body, { mode: PRIVATE_FILE });
    await rename(partial, path);
    return { bytes: typeof body === 'string' ? Buffer.byteLength(body) : body.length };
  }

  async get(key: string) {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async removeAll(prefix: string) {
    await rm(this.path(prefix), { recursive: true, force: true });
  }
}

export interface S3Settings {
  /** The service's address, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`, which every S3-compatible
 * service accepts), requests signed with AWS Signature Version 4.
 */
export class S3ArtifactStore implements ArtifactStore {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
    this.base = `${settings.endpoint.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}`;
  }

  private url(key: string): string {
    assertArtifactKey(key);
    return `${this.base}/${key}`;
  }

  private async call(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await this.client.fetch(url, init);
    if (!response.ok && response.status !== 404) {
      throw new Error(
        `S3 ${init.method ?? 'GET'} ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    return response;
  }

  async put(key: string, body: Buffer | string) {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    await this.call(this.url(key), { method: 'PUT', body: new Uint8Array(bytes) });
    return { bytes: bytes.length };
  }

  async get(key: string) {
    const response = await this.call(this.url(key));
    return response.status === 404 ? null : Buffer.from(await response.arrayBuffer());
  }

  async removeAll(prefix: string) {
    assertArtifactKey(prefix);
    let token: string | null = null;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: `${prefix}/` });
      if (token) query.set('continuation-token', token);
      const listing = await (await this.call(`${this.base}?${query}`)).text();
      const keys = [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => decodeXml(match[1]!));
      for (const key of keys) await this.call(`${this.base}/${key}`, { method: 'DELETE' });
      token = /<IsTruncated>true<\/IsTruncated>/.test(listing)
        ? decodeXml(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(listing)?.[1] ?? '')
        : null;
    } while (token);
  }
}

const decodeXml = (text: string) =>
  text.replace(
    /&(lt|gt|amp|quot|apos);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[name]!,
  );

export function createArtifactStore(config: Pick<Config, 'audits'>): ArtifactStore {
  const { s3 } = config.audits;
  return s3 ? new S3ArtifactStore(s3) : new DiskArtifactStore(config.audits.artifactsDir);
}
