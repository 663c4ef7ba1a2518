// The embed script's privacy rules on the RUM settings screen: path scrubbing rules, the query parameters
// kept, never-recorded selectors and consent mode, one per line, saved together. The bff checks each rule
// and names the field at fault; the rules reach the script through the embed code, so the screen says to
// paste it again after a change (the path and query rules apply on arrival either way).
import { Button, Card } from '@pace/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { RumSettings } from '../graphql/rum';
import styles from './rum.module.css';

interface Form {
  pathRules: string;
  queryParameters: string;
  neverRecordedSelectors: string;
  consentMode: boolean;
}

const formOf = (settings: RumSettings): Form => ({
  pathRules: settings.pathRules.join('\n'),
  queryParameters: settings.queryParameters.join('\n'),
  neverRecordedSelectors: settings.neverRecordedSelectors.join('\n'),
  consentMode: settings.consentMode,
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function PrivacyRules({
  settings,
  canEdit,
  busy,
  save,
  errorFor,
}: {
  settings: RumSettings;
  canEdit: boolean;
  busy: boolean;
  save: (input: Record<string, unknown>) => Promise<boolean>;
  errorFor: (field: string) => ReactNode;
}) {
  const [form, setForm] = useState(() => formOf(settings));
  useEffect(() => setForm(formOf(settings)), [settings]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({
      pathRules: lines(form.pathRules),
      // Names are separated by lines or spaces: a name has no spaces.
      queryParameters: form.queryParameters.split(/\s+/).filter(Boolean),
      neverRecordedSelectors: lines(form.neverRecordedSelectors),
      consentMode: form.consentMode,
    });
  }

  return (
    <Card title="Privacy">
      <form className={styles.form} onSubmit={submit} aria-label="Privacy rules" data-testid="rum-privacy">
        <p className={styles.muted}>
          These rules are part of the embed code: after changing them, paste the new embed code into your
          pages. Path rules and query parameters also apply when beacons arrive, so pages with the old code
          store no more than the rules allow.
        </p>
        <label className={styles.field}>
          Path rules (one per line; the first that matches applies)
          <span className={styles.muted}>
            Write the path as it should be stored: <code>:name</code> stands for one segment and is stored as{' '}
            <code>:name</code>, <code>*</code> for one segment kept as it is. <code>/users/:id/orders</code>{' '}
            turns /users/123/orders into /users/:id/orders. At most 30.
          </span>
          <textarea
            rows={4}
            name="pathRules"
            value={form.pathRules}
            disabled={!canEdit}
            placeholder="/users/:id/orders"
            onChange={(event) => setForm({ ...form, pathRules: event.target.value })}
          />
          {errorFor('pathRules')}
        </label>
        <label className={styles.field}>
          Query parameters collected (one per line)
          <span className={styles.muted}>
            Every other parameter is dropped. None: nothing from the query string is collected.
          </span>
          <textarea
            rows={3}
            name="queryParameters"
            value={form.queryParameters}
            disabled={!canEdit}
            placeholder="utm_source"
            onChange={(event) => setForm({ ...form, queryParameters: event.target.value })}
          />
          {errorFor('queryParameters')}
        </label>
        <label className={styles.field}>
          Never-recorded elements (CSS selectors, one per line)
          <span className={styles.muted}>
            An LCP, INP or layout-shift element inside one of these is named by its tag alone (like “div”):
            its ids and classes, and those around it, are never sent.
          </span>
          <textarea
            rows={3}
            name="neverRecordedSelectors"
            value={form.neverRecordedSelectors}
            disabled={!canEdit}
            placeholder="#account"
            onChange={(event) => setForm({ ...form, neverRecordedSelectors: event.target.value })}
          />
          {errorFor('neverRecordedSelectors')}
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="consentMode"
            checked={form.consentMode}
            disabled={!canEdit}
            onChange={(event) => setForm({ ...form, consentMode: event.target.checked })}
          />
          <span>
            Consent mode: the script measures and sends nothing until your page calls{' '}
            <code>pace('consent')</code> (for example from your consent banner). It may call it before the
            script has loaded: the embed code defines <code>pace</code> first.
          </span>
        </label>
        {canEdit ? (
          <div className={styles.toolbar}>
            <Button type="submit" variant="primary" disabled={busy} data-testid="rum-privacy-save">
              Save privacy rules
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

/** Every field a beacon carries, in plain words, with what this site's rules make of it. */
export function CollectedFields({ settings }: { settings: RumSettings }) {
  return (
    <Card title="What the script collects">
      <p className={styles.muted}>
        One beacon per page view (and a follow-up when a value changes), with these fields and nothing else.
        The script stores nothing on the visitor’s device: no cookies, no local storage. From each beacon’s
        request we derive the browser, operating system, device, country and city; the address and the user
        agent are not kept.
      </p>
      <table className={styles.fields} data-testid="rum-collected-fields">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">What it is</th>
          </tr>
        </thead>
        <tbody>
          {settings.collectedFields.map((group) => (
            <tr key={group.fields[0]}>
              <td>
                {group.fields.map((field) => (
                  <code key={field}>{field}</code>
                ))}
              </td>
              <td>{group.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
