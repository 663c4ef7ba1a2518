// /teams/{teamId}/{siteId}/settings/pages/{uuid}/edit: a page's name and path, and its deletion.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useMutation } from 'urql';
import { DeleteByName } from '../../../../components/DeleteByName';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../components/Screen';
import { NOT_ALLOWED, PageForm, useSitePages } from '../../../../components/SitePageForm';
import { DELETE_PAGE, UPDATE_PAGE } from '../../../../graphql/sitePages';

export default function EditSitePage() {
  const props = useRemote();
  const params = useRouteParams('settings/pages/$uuid/edit');
  const { uuid } = params;
  const { teamId, siteId, site, pages, fetching, error } = useSitePages(params);
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
