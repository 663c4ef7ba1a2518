// Signatures of the calls we make (generic webhooks: the Standard Webhooks scheme, HMAC-SHA256 over
// `id.timestamp.body`) and checks of the calls providers make to us (Netlify's JWS, Vercel's HMAC-SHA1,
// GitHub's HMAC-SHA256). Every comparison is constant-time.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret for a webhook: `whsec_` and 24 random bytes in base64 (Standard Webhooks' form). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The three headers of a signed webhook call. */
export function signWebhook(secret: string, messageId: string, body: string, at: Date) {
  const signature = new Webhook(secret).sign(messageId, at, body);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/** The receiving side (tests, and the example in the README): throws when the signature does not match. */
export function verifyWebhook(secret: string, body: string, headers: Record<string, string>): unknown {
  return new Webhook(secret).verify(body, headers);
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Vercel: `x-vercel-signature` is the hex HMAC-SHA1 of the raw body with the webhook's secret. */
export function verifyVercel(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  return safeEqual(createHmac('sha1', secret).update(body).digest('hex'), signature);
}

/**
 * Netlify: `x-webhook-signature` is a JWS (HS256, signed with the hook's secret) whose claims are
 * `iss: "netlify"` and `sha256`, the hex SHA-256 of the raw body.
 */
export function verifyNetlify(secret: string, body: string, jws: string | undefined): boolean {
  const parts = jws?.split('.');
  if (parts?.length !== 3) return false;
  const [header, claims, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url');
  if (!safeEqual(expected, signature)) return false;
  try {
    const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      iss?: string;
      sha256?: string;
    };
    return (
      alg === 'HS256' &&
      payload.iss === 'netlify' &&
      typeof payload.sha256 === 'string' &&
      safeEqual(payload.sha256, createHash('sha256').update(body).digest('hex'))
    );
  } catch {
    return false;
  }
}

/** Makes a Netlify-style signature (tests and local tools speak the real format with it). */
export function signNetlify(secret: string, body: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const claims = Buffer.from(
    JSON.stringify({ iss: 'netlify', sha256: createHash('sha256').update(body).digest('hex') }),
  ).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url');
  return `${header}.${claims}.${signature}`;
}

/** Makes a Vercel-style signature. */
export function signVercel(secret: string, body: string): string {
  return createHmac('sha1', secret).update(body).digest('hex');
}
