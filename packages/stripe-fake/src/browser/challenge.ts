// The issuer's 3-D Secure page, as Stripe's test mode shows it: "Complete" or "Fail" authentication. Its
// buttons post back to the fake, which moves the SetupIntent on; the answer page then tells the page that
// opened the challenge (Stripe.js, at the origin named in the URL) that the cardholder has answered.
import { escapeHtml } from '../invoice-pages.ts';
import type { SetupIntent } from '../objects.ts';

export function challengePage(intent: SetupIntent, clientSecret: string, origin: string): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>3D Secure test page</title>
<style>
  body { font: 15px system-ui, sans-serif; color: #30313d; margin: 0; padding: 32px; }
  h1 { font-size: 18px; margin: 0 0 12px; }
  p { line-height: 1.5; color: #545969; }
  form { display: inline; }
  button { font: inherit; padding: 10px 18px; border-radius: 6px; border: 1px solid #c0c8d2; cursor: pointer; margin-right: 8px; }
  button[value="complete"] { background: #635bff; color: #fff; border-color: #635bff; }
</style></head>
<body>
<h1>3D Secure test payment page</h1>
<p>This is a test page of the card issuer. Complete or fail the authentication of the card to set it up
for later payments.</p>
<form method="post" action="/3d_secure/authenticate/${escapeHtml(intent.id)}">
  ${hidden('client_secret', clientSecret)}${hidden('origin', origin)}
  <button type="submit" name="outcome" value="complete">Complete authentication</button>
  <button type="submit" name="outcome" value="fail">Fail authentication</button>
</form>
</body></html>`;
}

/** After the answer: tells the opener (only at its origin) that it may look at the SetupIntent again. */
export function answeredPage(origin: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Authentication answered</title></head>
<body><p>Authentication answered. You can close this window.</p>
<script>parent.postMessage({ type: 'pace-stripe:3ds-done' }, ${JSON.stringify(origin)});</script>
</body></html>`;
}
