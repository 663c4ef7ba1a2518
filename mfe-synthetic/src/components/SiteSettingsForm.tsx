// A synthetic settings screen that writes fields of the site itself (identity's updateSite): the agent
// and the authentication screens. The header, the loading state, the react-hook-form form with its error
// and Save, and the save with the name and URL updateSite always takes; the screen brings its fields, the
// site's values for them and the input it makes of them.
import { useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { formClass } from '@pace/ui/forms';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { SITE_SETTINGS, type SiteInput, type SiteSettings, UPDATE_SITE } from '../graphql/synthetic';
import { errorMessage, FormFoot, useSite } from './common';
import { useLoadedValues } from './loaded-values';
import styles from './synthetic.module.css';

export function SiteSettingsForm<V extends FieldValues>({
  title,
  description,
  loadingHeight,
  savedMessage,
  empty,
  values,
  input,
  onSaved,
  children,
  after,
}: {
  title: string;
  description: string;
  loadingHeight: number;
  savedMessage: string;
  /** The fields before the site has loaded. */
  empty: DefaultValues<V>;
  /** The site's values for this screen's fields (put in the form once loaded, and when they change). */
  values: (site: SiteSettings) => V;
  /** The fields this screen changes (updateSite's input besides the name and URL it always takes). */
  input: (values: V) => Omit<SiteInput, 'name' | 'canonicalUrl'>;
  onSaved?: (form: UseFormReturn<V>) => void;
  children: (form: UseFormReturn<V>, site: SiteSettings, readOnly: boolean) => ReactNode;
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
  const [, update] = useMutation(UPDATE_SITE);
  const [error, setError] = useState<string | null>(null);
  const site = data?.site;
  const form = useForm<V>({ defaultValues: empty });
  useLoadedValues(form.reset, site ? values(site) : null);
  const save = form.handleSubmit(async (fields) => {
    if (!site) return;
    const result = await update({
      teamId,
      siteId,
      input: { name: site.name, canonicalUrl: site.canonicalUrl, ...input(fields) },
    });
    if (result.error) setError(errorMessage(result.error));
    else {
      setError(null);
      onSaved?.(form);
      props.flash('success', savedMessage);
    }
  });
  const readOnly = !props.permissions.updateSites || props.readOnly;
  return (
    <div className={styles.stack}>
      <PageHeader title={title} titleTestId="screen-title" description={description} />
      {fetching && !site ? (
        <Skeleton height={loadingHeight} label="Loading settings" />
      ) : site ? (
        <Card>
          <form className={formClass} onSubmit={save}>
            {children(form, site, readOnly)}
            <FormFoot error={error} label="Save" busy={form.formState.isSubmitting} readOnly={readOnly} />
          </form>
        </Card>
      ) : null}
      {after}
    </div>
  );
}
