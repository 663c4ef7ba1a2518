// /teams/{teamId}/{siteId}/settings/pages, pages/new and pages/{uuid}/edit: the pages a site's snapshots
// test. A path is taken relative to the site's URL. Changing them needs updateSites.
import { pathTo, type RemoteProps, useRemote } from '@pace/mfe-kit';
import { type applyServerErrors, SubmitActions, TextField } from '@pace/ui/forms';
import { ListTable } from '@pace/ui/lists';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import {
  CREATE_PAGE,
  DELETE_PAGE,
  type PageInput,
  SITE_PAGES,
  type SitePage,
  UPDATE_PAGE,
} from '../graphql/sitePages';
import { ButtonLink } from './ButtonLink';
import { DeleteByName } from './DeleteByName';
import { EditCell } from './ListTable';
import { param } from './remote';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from './Screen';
import { nameRules, ServerForm, useServerSubmit } from './ServerForm';
import table from './Table.module.css';

const NOT_ALLOWED = 'Your role cannot change this site’s pages.';

function useSitePages(props: RemoteProps) {
  const teamId = param(props, 'teamId');
  const siteId = param(props, 'siteId');
  const [{ data, fetching, error }] = useQuery({
    query: SITE_PAGES,
    variables: { teamId, siteId },
    requestPolicy: 'cache-and-network',
  });
  return { teamId, siteId, site: data?.site ?? null, pages: data?.pages ?? [], fetching, error };
}

export function SitePages() {
  const props = useRemote();
  const { teamId, siteId, site, pages, fetching, error } = useSitePages(props);
  const canUpdate = site?.permissions.updateSites ?? false;
  return (
    <ScreenFrame
      title="Site pages"
      description="The pages each snapshot tests."
      actions={
        canUpdate ? (
          <ButtonLink
            variant="primary"
            href={pathTo('settings/pages/new', { teamId, siteId })}
            data-testid="new-page"
          >
            New page
          </ButtonLink>
        ) : undefined
      }
    >
      {!site && fetching ? <Loading /> : null}
      {!site && !fetching ? <LoadError error={error} notFound="Site not found" /> : null}
      {site ? (
        <ListTable
          testId="site-pages-table"
          columns={['Name', 'URL']}
          actions={canUpdate}
          count={pages.length}
          empty="No pages yet: snapshots test the site’s URL until you add some."
        >
          {pages.map((page) => (
            <tr key={page.uuid} data-testid="site-page-row">
              <td className={table.primary}>{page.name}</td>
              <td className={table.muted}>
                <span className={table.truncate} title={page.url}>
                  {page.url}
                </span>
              </td>
              {canUpdate ? (
                <EditCell
                  href={pathTo('settings/pages/$uuid/edit', { teamId, siteId, uuid: page.uuid })}
                  label={`Edit ${page.name}`}
                />
              ) : null}
            </tr>
          ))}
        </ListTable>
      ) : null}
    </ScreenFrame>
  );
}

function PageForm({
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

export function NewSitePage() {
  const props = useRemote();
  const { teamId, siteId, site, fetching, error } = useSitePages(props);
  const [, createPage] = useMutation(CREATE_PAGE);
  return (
    <ScreenFrame title="New page" description={site?.name}>
      {!site && fetching ? <Loading lines={3} /> : null}
      {!site && !fetching ? <LoadError error={error} notFound="Site not found" /> : null}
      {site && !site.permissions.updateSites ? <ReadOnlyNote>{NOT_ALLOWED}</ReadOnlyNote> : null}
      {site?.permissions.updateSites ? (
        <PageForm
          page={null}
          siteUrl={site.canonicalUrl}
          submitLabel="Create page"
          onCancel={() => props.navigate(pathTo('settings/pages', { teamId, siteId }))}
          onSubmit={async (input) => {
            const result = await createPage({ teamId, siteId, input });
            if (result.data) {
              props.flash('success', `Page ${result.data.createPage.name} created.`);
              props.navigate(pathTo('settings/pages', { teamId, siteId }));
            }
            return result.error;
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}

export function EditSitePage() {
  const props = useRemote();
  const uuid = param(props, 'uuid');
  const { teamId, siteId, site, pages, fetching, error } = useSitePages(props);
  const [, updatePage] = useMutation(UPDATE_PAGE);
  const [, deletePage] = useMutation(DELETE_PAGE);
  const page = pages.find((candidate) => candidate.uuid === uuid) ?? null;
  const canUpdate = site?.permissions.updateSites ?? false;
  return (
    <ScreenFrame title="Edit page" description={page?.name}>
      {!site && fetching ? <Loading lines={3} /> : null}
      {!site && !fetching ? <LoadError error={error} notFound="Site not found" /> : null}
      {site && !canUpdate ? <ReadOnlyNote>{NOT_ALLOWED}</ReadOnlyNote> : null}
      {site && canUpdate && !page ? <LoadError error={undefined} notFound="Page not found" /> : null}
      {site && canUpdate && page ? (
        <>
          <PageForm
            key={page.uuid}
            page={page}
            siteUrl={site.canonicalUrl}
            submitLabel="Save page"
            onCancel={() => props.navigate(pathTo('settings/pages', { teamId, siteId }))}
            onSubmit={async (input) => {
              const result = await updatePage({ teamId, siteId, uuid, input });
              if (result.data) {
                props.flash('success', `Page ${result.data.updatePage.name} saved.`);
                props.navigate(pathTo('settings/pages', { teamId, siteId }));
              }
              return result.error;
            }}
          />
          <DeleteByName
            title="Delete this page"
            testId="delete-page"
            description={<p>Its tests and measurements are deleted, and budgets stop naming it.</p>}
            name={page.name}
            action="Delete page"
            run={() => deletePage({ teamId, siteId, uuid }, { additionalTypenames: ['Page'] })}
            failed="The page was not deleted"
            onDone={() => {
              props.flash('success', `Page ${page.name} deleted.`);
              props.navigate(pathTo('settings/pages', { teamId, siteId }));
            }}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
