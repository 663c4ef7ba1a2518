// /teams/{teamId}/{siteId}/settings/page-groupings/{uuid}/edit: a page grouping, and its deletion.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useMutation } from 'urql';
import { DeleteByName } from '../../../../components/DeleteByName';
import { GroupingForm, NOT_ALLOWED, usePageGroupings } from '../../../../components/PageGroupingForm';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../components/Screen';
import { DELETE_PAGE_GROUPING, UPDATE_PAGE_GROUPING } from '../../../../graphql/pageGroupings';

export default function EditPageGrouping() {
  const props = useRemote();
  const params = useRouteParams('settings/page-groupings/$uuid/edit');
  const { uuid } = params;
  const { teamId, siteId, site, groupings, fetching, error } = usePageGroupings(params);
  const [, updatePageGrouping] = useMutation(UPDATE_PAGE_GROUPING);
  const [, deletePageGrouping] = useMutation(DELETE_PAGE_GROUPING);
  const grouping = groupings.find((candidate) => candidate.uuid === uuid) ?? null;
  const canManage = site?.permissions.managePageGroupings ?? false;
  return (
    <ScreenFrame title="Edit page grouping" description={grouping?.name}>
      {!site && fetching ? <Loading lines={3} /> : null}
      {!site && !fetching ? <LoadError error={error} notFound="Site not found" /> : null}
      {site && !canManage ? <ReadOnlyNote>{NOT_ALLOWED}</ReadOnlyNote> : null}
      {site && canManage && !grouping ? (
        <LoadError error={undefined} notFound="Page grouping not found" />
      ) : null}
      {site && canManage && grouping ? (
        <>
          <GroupingForm
            key={grouping.uuid}
            grouping={grouping}
            submitLabel="Save page grouping"
            onCancel={() => props.navigate(pathTo('settings/page-groupings', { teamId, siteId }))}
            onSubmit={async (input) => {
              const result = await updatePageGrouping({ teamId, siteId, uuid, input });
              if (result.data) {
                props.flash('success', `Page grouping ${result.data.updatePageGrouping.name} saved.`);
                props.navigate(pathTo('settings/page-groupings', { teamId, siteId }));
              }
              return result.error;
            }}
          />
          <DeleteByName
            title="Delete this page grouping"
            testId="delete-page-grouping"
            description={<p>Its page views are grouped by the remaining patterns, or by path.</p>}
            name={grouping.name}
            action="Delete page grouping"
            run={() =>
              deletePageGrouping({ teamId, siteId, uuid }, { additionalTypenames: ['PageGrouping'] })
            }
            failed="The page grouping was not deleted"
            onDone={() => {
              props.flash('success', `Page grouping ${grouping.name} deleted.`);
              props.navigate(pathTo('settings/page-groupings', { teamId, siteId }));
            }}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
