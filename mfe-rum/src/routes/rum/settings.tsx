// RUM settings: not configured / disabled / enabled; sampling rate, allowed origins, geographic
// monitoring and retention; the embed script's privacy rules and what it collects; the embed code and a
// check that its first beacon arrived; disabling asks for confirmation and stops collection.
import { useRemote } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MESSAGES, StateNotice, useSite } from '../../components/common';
import { InstallationCheck } from '../../components/InstallationCheck';
import { CollectedFields, PrivacyRules } from '../../components/PrivacyRules';
import styles from '../../components/rum.module.css';
import { RUM_SETTINGS, type RumSettings, UPDATE_RUM_SETTINGS } from '../../graphql/rum';

interface Form {
  samplingRate: string;
  allowedOrigins: string;
  geographicMonitoring: 'global' | 'exclude_eea';
  retentionMonths: string;
}

const formOf = (settings: RumSettings): Form => ({
  samplingRate: String(settings.samplingRate),
  allowedOrigins: settings.allowedOrigins.join('\n'),
  geographicMonitoring: settings.geographicMonitoring,
  retentionMonths: String(settings.retentionMonths),
});

export default function Settings() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: RUM_SETTINGS,
    variables: { teamId, siteId },
  });
  const [update, run] = useMutation(UPDATE_RUM_SETTINGS);
  const settings = data?.rumSettings;
  const [form, setForm] = useState<Form | null>(null);
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const canEdit = props.permissions.updateSites && !props.readOnly;

  useEffect(() => {
    if (settings) setForm(formOf(settings));
  }, [settings]);

  // Poll while waiting for the first beacon, so "Waiting for data" ends by itself.
  useEffect(() => {
    if (!settings?.waitingForData) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), 10_000);
    return () => clearInterval(timer);
  }, [settings?.waitingForData, refetch]);

  async function save(input: Record<string, unknown>) {
    setFieldError(null);
    const result = await run({ teamId, siteId, input });
    const problem = result.error?.graphQLErrors[0];
    if (result.error) {
      const field = problem?.extensions?.field as string | undefined;
      setFieldError({
        field,
        message: problem?.extensions?.code === 'BAD_USER_INPUT' ? problem.message : MESSAGES.updateFailed,
      });
      props.flash('error', MESSAGES.updateFailed);
      return false;
    }
    props.flash('success', MESSAGES.updated);
    return true;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    void save({
      samplingRate: Number(form.samplingRate),
      allowedOrigins: form.allowedOrigins.split(/\s+/).filter(Boolean),
      geographicMonitoring: form.geographicMonitoring,
      retentionMonths: Number(form.retentionMonths),
    });
  }

  const errorFor = (field: string) =>
    fieldError?.field === field ? (
      <span className={styles.error} role="alert">
        {fieldError.message}
      </span>
    ) : null;

  return (
    <div className={styles.stack}>
      <PageHeader title="RUM settings" titleTestId="screen-title" />
      {error ? (
        <p className={styles.error} role="alert">
          {MESSAGES.updateFailed}
        </p>
      ) : null}
      {fetching && !settings ? <Skeleton height={320} label="Loading RUM settings" /> : null}
      <StateNotice settings={settings} />
      {settings && settings.state !== 'enabled' && canEdit ? (
        <div>
          <Button
            variant="primary"
            onClick={() => void save({ enabled: true })}
            disabled={update.fetching}
            data-testid="rum-enable"
          >
            Enable RUM
          </Button>
        </div>
      ) : null}
      {settings && settings.state === 'enabled' && form ? (
        <>
          <Card title="Embed code">
            <p className={styles.muted}>Paste this tag into the head of every page of your site.</p>
            <pre className={styles.code} data-testid="rum-embed-code">
              {settings.embedCode}
            </pre>
            <InstallationCheck teamId={teamId} siteId={siteId} />
          </Card>
          <Card title="Collection">
            <form className={styles.form} onSubmit={submit} aria-label="RUM settings">
              <label className={styles.field}>
                Sampling rate (percent of page views, 0 to 100)
                <input
                  type="number"
                  min={0}
                  max={100}
                  step="any"
                  value={form.samplingRate}
                  disabled={!canEdit}
                  onChange={(event) => setForm({ ...form, samplingRate: event.target.value })}
                  name="samplingRate"
                />
                {errorFor('samplingRate')}
              </label>
              <label className={styles.field}>
                Allowed origins (full URLs including the scheme, one per line; none: the site's URL)
                <textarea
                  rows={3}
                  value={form.allowedOrigins}
                  disabled={!canEdit}
                  onChange={(event) => setForm({ ...form, allowedOrigins: event.target.value })}
                  name="allowedOrigins"
                  placeholder="https://www.example.com"
                />
                {errorFor('allowedOrigins')}
              </label>
              <fieldset className={styles.field}>
                <legend>Geographic monitoring</legend>
                <label>
                  <input
                    type="radio"
                    name="geographicMonitoring"
                    checked={form.geographicMonitoring === 'global'}
                    disabled={!canEdit}
                    onChange={() => setForm({ ...form, geographicMonitoring: 'global' })}
                  />{' '}
                  Global
                </label>
                <label>
                  <input
                    type="radio"
                    name="geographicMonitoring"
                    checked={form.geographicMonitoring === 'exclude_eea'}
                    disabled={!canEdit}
                    onChange={() => setForm({ ...form, geographicMonitoring: 'exclude_eea' })}
                  />{' '}
                  Exclude visitors from the EEA/EU
                </label>
              </fieldset>
              <label className={styles.field}>
                Data retention (months, at most 24)
                <input
                  type="number"
                  min={1}
                  max={24}
                  value={form.retentionMonths}
                  disabled={!canEdit}
                  onChange={(event) => setForm({ ...form, retentionMonths: event.target.value })}
                  name="retentionMonths"
                />
                {errorFor('retentionMonths')}
              </label>
              {canEdit ? (
                <div className={styles.toolbar}>
                  <Button type="submit" variant="primary" disabled={update.fetching} data-testid="rum-save">
                    Save
                  </Button>
                </div>
              ) : null}
            </form>
          </Card>
          <PrivacyRules
            settings={settings}
            canEdit={canEdit}
            busy={update.fetching}
            save={save}
            errorFor={errorFor}
          />
          <CollectedFields settings={settings} />
          {canEdit ? (
            <Card title="Disable RUM">
              {confirming ? (
                <div className={styles.toolbar} role="alertdialog" aria-label="Disable RUM">
                  <span>Disabling stops all data collection for this site. Disable RUM?</span>
                  <Button
                    variant="primary"
                    data-testid="rum-disable-confirm"
                    onClick={async () => {
                      if (await save({ enabled: false })) setConfirming(false);
                    }}
                  >
                    Disable RUM
                  </Button>
                  <Button onClick={() => setConfirming(false)}>Cancel</Button>
                </div>
              ) : (
                <Button onClick={() => setConfirming(true)} data-testid="rum-disable">
                  Disable RUM…
                </Button>
              )}
            </Card>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
