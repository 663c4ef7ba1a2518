// /teams/{teamId}/{siteId}/settings/pages: the pages a site's snapshots test.
import { pathTo, useRouteParams } from '@pace/mfe-kit';
import { ListTable } from '@pace/ui/lists';
import { ButtonLink } from '../../components/ButtonLink';
import { EditCell } from '../../components/ListTable';
import { LoadError, Loading, ScreenFrame } from '../../components/Screen';
import { useSitePages } from '../../components/SitePageForm';
import table from '../../components/Table.module.css';

export default function SitePages() {
  const { teamId, siteId, site, pages, fetching, error } = useSitePages(useRouteParams('settings/pages'));
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
