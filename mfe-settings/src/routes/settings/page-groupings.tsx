// /teams/{teamId}/{siteId}/settings/page-groupings: the site's page groupings.
import { pathTo, useRouteParams } from '@pace/mfe-kit';
import { ListTable } from '@pace/ui/lists';
import { ButtonLink } from '../../components/ButtonLink';
import { EditCell } from '../../components/ListTable';
import { NOT_ALLOWED, usePageGroupings } from '../../components/PageGroupingForm';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../components/Screen';
import table from '../../components/Table.module.css';

export default function PageGroupings() {
  const { teamId, siteId, site, groupings, fetching, error } = usePageGroupings(
    useRouteParams('settings/page-groupings'),
  );
  const canManage = site?.permissions.managePageGroupings ?? false;
  return (
    <ScreenFrame
      title="Page groupings"
      description="Group RUM page views by path: the first pattern that matches a path wins."
      actions={
        canManage ? (
          <ButtonLink
            variant="primary"
            href={pathTo('settings/page-groupings/new', { teamId, siteId })}
            data-testid="new-page-grouping"
          >
            New page grouping
          </ButtonLink>
        ) : undefined
      }
    >
      {!site && fetching ? <Loading /> : null}
      {!site && !fetching ? <LoadError error={error} notFound="Site not found" /> : null}
      {site && !canManage ? <ReadOnlyNote>{NOT_ALLOWED}</ReadOnlyNote> : null}
      {site ? (
        <ListTable
          testId="page-groupings-table"
          columns={[{ label: 'Order', className: table.num }, 'Name', 'Pattern']}
          actions={canManage}
          count={groupings.length}
          empty="No page groupings yet. RUM pages are grouped by path until you add one."
        >
          {groupings.map((grouping, index) => (
            <tr key={grouping.uuid} data-testid="page-grouping-row">
              <td className={table.num}>{index + 1}</td>
              <td className={table.primary}>{grouping.name}</td>
              <td className={table.mono}>{grouping.pattern}</td>
              {canManage ? (
                <EditCell
                  href={pathTo('settings/page-groupings/$uuid/edit', { teamId, siteId, uuid: grouping.uuid })}
                  label={`Edit ${grouping.name}`}
                />
              ) : null}
            </tr>
          ))}
        </ListTable>
      ) : null}
    </ScreenFrame>
  );
}
