// Sealing secrets that must stay readable (a site's form-login password is typed into the site; a webhook
// secret signs calls): AES-256-GCM with a random 96-bit nonce. A sealed value names its format version
// and its key (`enc:v1:<key id>:<base64url nonce|tag|ciphertext>`), so keys can rotate: the box seals
// with its current key and opens with any key it was given. The header is authenticated too.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc:';
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** A value that cannot be opened: tampered, truncated, or sealed under a key this box does not hold. */
export class SecretRefusedError extends Error {
  override name = 'SecretRefusedError';
}

interface SecretKey {
  id: string;
  key: Buffer;
}

/** A new key for PACE_SECRETS_KEY: 32 random bytes, base64. */
export function newSecretKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/** The key of a PACE_SECRETS_KEY value; the message never repeats the value. */
function parseKey(text: string, name: string): SecretKey {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== text.trim()) {
    throw new Error(
      `${name}: expected 32 bytes in base64 (44 characters, e.g. from \`npm run secrets:rotate -- --new-key\`)`,
    );
  }
  // The id names the key without revealing it: the start of its SHA-256.
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

export class SecretBox {
  private readonly keys: Map<string, Buffer>;

  private constructor(
    private readonly current: SecretKey,
    previous: SecretKey[],
  ) {
    this.keys = new Map([...previous, current].map((entry) => [entry.id, entry.key]));
  }

  /** A box sealing with `current` (base64), opening with it and every previous key. */
  static fromKeys(current: string, previous: readonly string[] = []): SecretBox {
    return new SecretBox(
      parseKey(current, 'PACE_SECRETS_KEY'),
      previous.map((key) => parseKey(key, 'PACE_SECRETS_PREVIOUS_KEYS')),
    );
  }

  /** The id of the key new values are sealed with. */
  get keyId(): string {
    return this.current.id;
  }

  seal(plain: string): string {
    const header = `${PREFIX}${VERSION}:${this.current.id}`;
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, nonce);
    cipher.setAAD(Buffer.from(header));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${header}:${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The plain text of a sealed value. A value written before sealing existed is returned as it is. */
  open(value: string): string {
    if (!SecretBox.isSealed(value)) return value;
    const match = /^enc:(v\d+):([0-9a-f]{8}):([\w-]+)$/.exec(value);
    if (!match || match[1] !== VERSION) throw new SecretRefusedError('Unreadable sealed secret');
    const key = this.keys.get(match[2]!);
    if (!key) throw new SecretRefusedError(`Secret sealed under key ${match[2]}, which is not configured`);
    const raw = Buffer.from(match[3]!, 'base64url');
    if (raw.length < NONCE_BYTES + TAG_BYTES) throw new SecretRefusedError('Unreadable sealed secret');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(`${PREFIX}${match[1]}:${match[2]}`));
      decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretRefusedError('Sealed secret failed its integrity check');
    }
  }

  /** Sealed under the current key (nothing for rotation to do). */
  isCurrent(value: string): boolean {
    return value.startsWith(`${PREFIX}${VERSION}:${this.current.id}:`);
  }

  static isSealed(value: string): boolean {
    return value.startsWith(PREFIX);
  }
}
