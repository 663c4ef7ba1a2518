// /teams/{teamId}/{siteId}/settings/pages/new: a new page of the site.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useMutation } from 'urql';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../components/Screen';
import { NOT_ALLOWED, PageForm, useSitePages } from '../../../components/SitePageForm';
import { CREATE_PAGE } from '../../../graphql/sitePages';

export default function NewSitePage() {
  const props = useRemote();
  const { teamId, siteId, site, fetching, error } = useSitePages(useRouteParams('settings/pages/new'));
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
