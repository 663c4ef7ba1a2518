// A synthetic settings screen that writes fields of the site itself (identity's updateSite): the agent
// and the authentication screens. The header, the loading state, the form with its error and Save, and
// the save with the name and URL updateSite always takes; the screen brings its fields.
import { useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { SITE_SETTINGS, type SiteInput, type SiteSettings, UPDATE_SITE } from '../graphql/synthetic';
import { errorMessage, FormFoot, useSite } from './common';
import styles from './synthetic.module.css';

export function SiteSettingsForm({
  title,
  description,
  loadingHeight,
  savedMessage,
  input,
  onSite,
  onSaved,
  children,
  after,
}: {
  title: string;
  description: string;
  loadingHeight: number;
  savedMessage: string;
  /** The fields this screen changes (updateSite's input besides the name and URL it always takes). */
  input: () => Omit<SiteInput, 'name' | 'canonicalUrl'>;
  /** Puts the site's values into the screen's fields once it is loaded (and after each refetch). */
  onSite: (site: SiteSettings) => void;
  onSaved?: () => void;
  children: (site: SiteSettings, readOnly: boolean) => ReactNode;
  /** Cards of the same screen below the form, with forms of their own. */
  after?: ReactNode;
}) {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ data, fetching }] = useQuery({
    query: SITE_SETTINGS,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const [saving, update] = useMutation(UPDATE_SITE);
  const [error, setError] = useState<string | null>(null);
  const site = data?.site;
  // The fields follow the site's values, not each result: a refetch that brings the same values (a slow
  // network answer after the cached one, new variables for the same site) must not undo what someone has
  // typed since. Values that did change (saved here or elsewhere) are put in the fields.
  const applied = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields follow the loaded site, not each render's callback
  useEffect(() => {
    if (!site) return;
    const values = JSON.stringify(site);
    if (values === applied.current) return;
    applied.current = values;
    onSite(site);
  }, [site]);
  const readOnly = !props.permissions.updateSites || props.readOnly;
  return (
    <div className={styles.stack}>
      <PageHeader title={title} titleTestId="screen-title" description={description} />
      {fetching && !site ? (
        <Skeleton height={loadingHeight} label="Loading settings" />
      ) : site ? (
        <Card>
          <form
            className={styles.form}
            onSubmit={async (event) => {
              event.preventDefault();
              const result = await update({
                teamId,
                siteId,
                input: { name: site.name, canonicalUrl: site.canonicalUrl, ...input() },
              });
              if (result.error) setError(errorMessage(result.error));
              else {
                setError(null);
                onSaved?.();
                props.flash('success', savedMessage);
              }
            }}
          >
            {children(site, readOnly)}
            <FormFoot error={error} label="Save" busy={saving.fetching} readOnly={readOnly} />
          </form>
        </Card>
      ) : null}
      {after}
    </div>
  );
}
