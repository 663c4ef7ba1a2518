// The few REST calls of these screens (/auth/*) carry the session's CSRF token, which the browser reads
// from the `pace_csrf` cookie (the GraphQL client's requests get it from the shell).
export function csrfToken(): string {
  const match = /(?:^|;\s*)pace_csrf=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/** POSTs JSON to an /auth route; resolves to the error message, or null on success. */
export async function postAuth(path: string, body?: unknown): Promise<string | null> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken() },
      body: JSON.stringify(body ?? {}),
    });
    if (response.ok) return null;
    const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return payload?.error?.message ?? `Error ${response.status}`;
  } catch {
    return 'Could not reach Pace. Check your connection and try again.';
  }
}
