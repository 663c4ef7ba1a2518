// A site page's name and path, and the site's pages: what /teams/{teamId}/{siteId}/settings/pages, pages/new
// and pages/{uuid}/edit share. A path is taken relative to the site's URL. Changing them needs updateSites.
import { type applyServerErrors, SubmitActions, TextField } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import { useQuery } from 'urql';
import { type PageInput, SITE_PAGES, type SitePage } from '../graphql/sitePages';
import { nameRules, ServerForm, useServerSubmit } from './ServerForm';

export const NOT_ALLOWED = 'Your role cannot change this site’s pages.';

/** The site's list, from its route's teamId and siteId. */
export function useSitePages({ teamId, siteId }: { teamId: string; siteId: string }) {
  const [{ data, fetching, error }] = useQuery({
    query: SITE_PAGES,
    variables: { teamId, siteId },
    requestPolicy: 'cache-and-network',
  });
  return { teamId, siteId, site: data?.site ?? null, pages: data?.pages ?? [], fetching, error };
}

export function PageForm({
  page,
  siteUrl,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  page: SitePage | null;
  siteUrl: string;
  submitLabel: string;
  onSubmit: (values: PageInput) => Promise<Parameters<typeof applyServerErrors>[0]>;
  onCancel: () => void;
}) {
  const form = useForm({ defaultValues: { name: page?.name ?? '', url: page?.url ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const { alert, submit } = useServerSubmit(form, ['name', 'url'], (values) =>
    onSubmit({ name: values.name.trim(), url: values.url.trim() }),
  );
  return (
    <ServerForm alert={alert} onSubmit={submit} testId="site-page-form">
      <TextField
        id="page-name"
        label="Name"
        error={errors.name?.message}
        autoComplete="off"
        placeholder="Pricing"
        {...form.register('name', nameRules('Enter a name'))}
      />
      <TextField
        id="page-url"
        label="URL"
        hint={`A full URL, or a path such as /pricing taken from ${siteUrl}`}
        error={errors.url?.message}
        autoComplete="off"
        spellCheck={false}
        {...form.register('url', { required: 'Enter the page’s URL or path' })}
      />
      <SubmitActions label={submitLabel} disabled={isSubmitting} onCancel={onCancel} />
    </ServerForm>
  );
}
