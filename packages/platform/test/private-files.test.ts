// Files the platform writes are its own user's only: the SQLite database and its WAL, artifacts (files
// 0600, folders 0700) and the secrets key; one found readable by others at start is tightened.
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskArtifactStore } from '../src/artifacts.ts';
import { connect } from '../src/db/connection.ts';
import { KEY_FILE, newSecretKey, secretBoxFor } from '../src/secrets/index.ts';

const folder = mkdtempSync(join(tmpdir(), 'pace-private-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('private files', () => {
  it('writes artifacts 0600 in folders 0700, and tightens a store found open', async () => {
    const root = join(folder, 'artifacts');
    const store = new DiskArtifactStore(root);
    await store.put('tests/abc/lighthouse.json', '{}');
    expect(modeOf(join(root, 'tests/abc/lighthouse.json'))).toBe(0o600);
    expect(modeOf(join(root, 'tests/abc'))).toBe(0o700);
    expect(modeOf(join(root, 'tests'))).toBe(0o700);
    chmodSync(root, 0o755);
    new DiskArtifactStore(root);
    expect(modeOf(root)).toBe(0o700);
  });

  it('keeps the SQLite database and its WAL to the owner, tightening a file found open', async () => {
    const storage = join(folder, 'db', 'pace.sqlite');
    const first = await connect({ dialect: 'sqlite', storage });
    await first.query('CREATE TABLE t (x INTEGER)');
    await first.query('INSERT INTO t VALUES (1)');
    expect(modeOf(storage)).toBe(0o600);
    expect(modeOf(`${storage}-wal`)).toBe(0o600);
    await first.close();
    chmodSync(storage, 0o644);
    const again = await connect({ dialect: 'sqlite', storage });
    expect(modeOf(storage)).toBe(0o600);
    await again.close();
  });

  it('writes the secrets key 0600 and tightens one found readable by others', () => {
    const dataDir = join(folder, 'data');
    secretBoxFor({ dataDir, secrets: { key: null, previousKeys: [] } } as never);
    expect(modeOf(join(dataDir, KEY_FILE))).toBe(0o600);
    const open = join(folder, 'open-data');
    secretBoxFor({ dataDir: open, secrets: { key: null, previousKeys: [] } } as never);
    writeFileSync(join(open, KEY_FILE), `${newSecretKey()}\n`, { mode: 0o644 });
    chmodSync(join(open, KEY_FILE), 0o644);
    secretBoxFor({ dataDir: open, secrets: { key: null, previousKeys: [] } } as never);
    expect(modeOf(join(open, KEY_FILE))).toBe(0o600);
  });
});
