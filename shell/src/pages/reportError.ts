// Spec section 8: the generic error is "also reported to an error-reporting service": the bff stores it
// (POST /api/error-reports) and may forward it to a Sentry-compatible service (ERROR_REPORTING_DSN).
import { postJson } from '../chrome/data/request';

const reported = new WeakSet<object>();

/** The shell build that hit the error: its main script's name carries the content hash. */
function release(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/assets/main."]');
  return script ? (/main\.[0-9a-f]+/.exec(script.src)?.[0] ?? null) : null;
}

export async function reportError(error: unknown): Promise<void> {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return; // React may render an error page twice for one error
    reported.add(error);
  }
  const details =
    error instanceof Error
      ? { name: error.name, message: error.message || error.name, stack: error.stack ?? null }
      : { name: 'Error', message: String(error), stack: null };
  try {
    await postJson(
      '/api/error-reports',
      { ...details, url: window.location.href, release: release() },
      { keepalive: true },
    );
  } catch (failure) {
    console.error('Could not report the error', failure);
  }
}
