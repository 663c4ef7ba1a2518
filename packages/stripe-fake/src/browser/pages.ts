// What the fake serves to browsers besides the API: the Stripe.js stand-in (`/v3/`), the card Element's
// iframe (`/elements/card`) and the 3-D Secure challenge (`/3d_secure/authenticate/:id`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import qs from 'qs';
import { StripeFakeError } from '../errors.ts';
import { readBody } from '../http.ts';
import type { StripeState } from '../state.ts';
import { cardFrame } from './card-frame.ts';
import { answeredPage, challengePage } from './challenge.ts';
import { stripeJs } from './stripe-js.ts';

export interface BrowserContext {
  state: StripeState;
  baseUrl: string;
  publishableKey: string;
}

const CHALLENGE = /^\/3d_secure\/authenticate\/(seti_[A-Za-z0-9]+)$/;

/** Answers the request when it is one of these pages; false leaves it to the API. */
export async function serveBrowserPage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  context: BrowserContext,
): Promise<boolean> {
  const path = url.pathname;
  if (req.method === 'GET' && (path === '/v3' || path === '/v3/')) {
    res
      .writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      })
      .end(stripeJs(context.baseUrl));
    return true;
  }
  if (req.method === 'GET' && path === '/elements/card') {
    html(res, 200, cardFrame());
    return true;
  }
  const challenge = CHALLENGE.exec(path);
  if (!challenge) return false;
  const id = challenge[1]!;
  try {
    if (req.method === 'GET') {
      const secret = url.searchParams.get('client_secret') ?? '';
      const intent = context.state.retrieveSetupIntent(id, { client_secret: secret }, true);
      html(res, 200, challengePage(intent, secret, url.searchParams.get('origin') ?? ''));
      return true;
    }
    if (req.method === 'POST') {
      const form = qs.parse(await readBody(req));
      const secret = String(form.client_secret ?? '');
      const origin = String(form.origin ?? '');
      const before = context.state.retrieveSetupIntent(id, { client_secret: secret }, true);
      const action = before.next_action;
      const intent = context.state.authenticateSetupIntent(
        id,
        secret,
        form.outcome === 'complete' ? 'complete' : 'fail',
      );
      if (action?.type === 'redirect_to_url') {
        // A full-page redirect flow: back to the merchant's return_url, as Stripe does.
        const back = new URL(action.redirect_to_url.return_url);
        back.searchParams.set('setup_intent', intent.id);
        back.searchParams.set('setup_intent_client_secret', intent.client_secret);
        back.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
        res.writeHead(303, { location: back.toString() }).end();
        return true;
      }
      html(res, 200, answeredPage(/^https?:\/\/[^/]+$/.test(origin) ? origin : context.baseUrl));
      return true;
    }
  } catch (error) {
    if (!(error instanceof StripeFakeError)) throw error;
    res.writeHead(error.status, { 'content-type': 'text/plain; charset=utf-8' }).end(error.message);
    return true;
  }
  return false;
}

function html(res: ServerResponse, status: number, body: string) {
  res
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    .end(body);
}
