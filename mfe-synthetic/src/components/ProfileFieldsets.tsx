// The test profile form's lists: request headers, cookies, and the blocked third parties picked from the
// third-party list.
import type { ResultOf } from '@pace/mfe-kit';
import { Button } from '@pace/ui';
import type { PROFILE_FORM } from '../graphql/synthetic';
import { type Cookie, type Header, withKey } from './profile-form-state';
import styles from './synthetic.module.css';

type ThirdParty = ResultOf<typeof PROFILE_FORM>['testProfileOptions']['thirdParties'][number];

export function HeadersFieldset({
  headers,
  setHeaders,
}: {
  headers: Header[];
  setHeaders: (headers: Header[]) => void;
}) {
  return (
    <fieldset className={styles.field}>
      <legend>Headers</legend>
      {headers.map((header, index) => (
        <div key={header.key} className={styles.inline}>
          <input
            aria-label="Header name"
            value={header.name}
            onChange={(e) =>
              setHeaders(headers.map((h, i) => (i === index ? { ...h, name: e.target.value } : h)))
            }
          />
          <input
            aria-label="Header value"
            value={header.value}
            onChange={(e) =>
              setHeaders(headers.map((h, i) => (i === index ? { ...h, value: e.target.value } : h)))
            }
          />
          <button
            type="button"
            className={styles.link}
            onClick={() => setHeaders(headers.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      <div>
        <Button onClick={() => setHeaders([...headers, withKey({ name: '', value: '' })])}>Add header</Button>
      </div>
    </fieldset>
  );
}

export function CookiesFieldset({
  cookies,
  setCookies,
}: {
  cookies: Cookie[];
  setCookies: (cookies: Cookie[]) => void;
}) {
  return (
    <fieldset className={styles.field}>
      <legend>Cookies</legend>
      {cookies.map((cookie, index) => {
        const set = (patch: Partial<Cookie>) =>
          setCookies(cookies.map((c, i) => (i === index ? { ...c, ...patch } : c)));
        return (
          <div key={cookie.key} className={styles.inline}>
            <input
              aria-label="Cookie name"
              placeholder="name"
              value={cookie.name}
              onChange={(e) => set({ name: e.target.value })}
            />
            <input
              aria-label="Cookie value"
              placeholder="value"
              value={cookie.value}
              onChange={(e) => set({ value: e.target.value })}
            />
            <input
              aria-label="Cookie path"
              placeholder="/"
              value={cookie.path ?? ''}
              onChange={(e) => set({ path: e.target.value || null })}
            />
            <input
              aria-label="Cookie domain"
              placeholder="domain"
              value={cookie.domain ?? ''}
              onChange={(e) => set({ domain: e.target.value || null })}
            />
            <label className={styles.inline}>
              <input
                type="checkbox"
                checked={cookie.secure}
                onChange={(e) => set({ secure: e.target.checked })}
              />{' '}
              Secure
            </label>
            <label className={styles.inline}>
              <input
                type="checkbox"
                checked={cookie.httpOnly}
                onChange={(e) => set({ httpOnly: e.target.checked })}
              />{' '}
              HTTP only
            </label>
            <button
              type="button"
              className={styles.link}
              onClick={() => setCookies(cookies.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
        );
      })}
      <div>
        <Button
          onClick={() =>
            setCookies([
              ...cookies,
              { name: '', value: '', path: null, domain: null, secure: false, httpOnly: false },
            ])
          }
        >
          Add cookie
        </Button>
      </div>
    </fieldset>
  );
}

/** The third parties the profile blocks, each a button that unblocks it, and a search to add more. */
export function BlockedThirdPartiesFieldset({
  blocked,
  setBlocked,
  search,
  setSearch,
  thirdParties,
}: {
  blocked: string[];
  setBlocked: (entities: string[]) => void;
  search: string;
  setSearch: (search: string) => void;
  /** The third-party list's entities matching the search. */
  thirdParties: ThirdParty[] | undefined;
}) {
  return (
    <fieldset className={styles.field}>
      <legend>Blocked third parties</legend>
      <div className={styles.toolbar}>
        {blocked.map((entity) => (
          <button
            key={entity}
            type="button"
            className={styles.status}
            onClick={() => setBlocked(blocked.filter((e) => e !== entity))}
            aria-label={`Unblock ${entity}`}
          >
            {entity} ×
          </button>
        ))}
      </div>
      <input
        aria-label="Search third parties"
        placeholder="Search: Google Analytics, Hotjar…"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {search ? (
        <div className={styles.toolbar}>
          {thirdParties
            ?.filter((entity) => !blocked.includes(entity.name))
            .slice(0, 12)
            .map((entity) => (
              <button
                key={entity.name}
                type="button"
                className={styles.status}
                onClick={() => setBlocked([...blocked, entity.name])}
              >
                + {entity.name} <span className={styles.muted}>({entity.category})</span>
              </button>
            ))}
        </div>
      ) : null}
    </fieldset>
  );
}
