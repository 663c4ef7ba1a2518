// Where the secrets key comes from. PACE_SECRETS_KEY (and, while rotating, PACE_SECRETS_PREVIOUS_KEYS)
// in any real deployment: every bff and worker must hold the same key. With none set (`npm start` on a
// laptop), a key is made once and kept in `<DATA_DIR>/secrets.key` (readable by the owner only), beside
// the embedded database it protects; deleting that file makes the sealed secrets unreadable.
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { keepPrivate, PRIVATE_FILE, PRIVATE_FOLDER } from '../private-files.ts';
import { newSecretKey, SecretBox } from './secret-box.ts';

export const KEY_FILE = 'secrets.key';

type KeyConfig = Pick<Config, 'dataDir' | 'secrets'>;

/** The box of a process: the configured keys, or the data folder's key file (made when missing). */
export function secretBoxFor(config: KeyConfig): SecretBox {
  const key = config.secrets.key ?? dataDirKey(config.dataDir);
  return SecretBox.fromKeys(key, config.secrets.previousKeys);
}

function dataDirKey(dataDir: string): string {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    keepPrivate(file);
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  // Written aside, then linked into place: two processes starting together keep one key between them,
  // and neither reads a file the other has not finished writing.
  const pending = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(pending, `${newSecretKey()}\n`, { mode: PRIVATE_FILE });
    linkSync(pending, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(pending, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
