// /teams/{teamId}/{siteId}/settings/page-groupings/new: a new page grouping.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useMutation } from 'urql';
import { GroupingForm, NOT_ALLOWED, usePageGroupings } from '../../../components/PageGroupingForm';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../components/Screen';
import { CREATE_PAGE_GROUPING } from '../../../graphql/pageGroupings';

export default function NewPageGrouping() {
  const props = useRemote();
  const { teamId, siteId, site, fetching, error } = usePageGroupings(
    useRouteParams('settings/page-groupings/new'),
  );
  const [, createPageGrouping] = useMutation(CREATE_PAGE_GROUPING);
  return (
    <ScreenFrame title="New page grouping" description={site?.name}>
      {!site && fetching ? <Loading lines={3} /> : null}
      {!site && !fetching ? <LoadError error={error} notFound="Site not found" /> : null}
      {site && !site.permissions.managePageGroupings ? <ReadOnlyNote>{NOT_ALLOWED}</ReadOnlyNote> : null}
      {site?.permissions.managePageGroupings ? (
        <GroupingForm
          grouping={null}
          submitLabel="Create page grouping"
          onCancel={() => props.navigate(pathTo('settings/page-groupings', { teamId, siteId }))}
          onSubmit={async (input) => {
            const result = await createPageGrouping({ teamId, siteId, input });
            if (result.data) {
              props.flash('success', `Page grouping ${result.data.createPageGrouping.name} created.`);
              props.navigate(pathTo('settings/page-groupings', { teamId, siteId }));
            }
            return result.error;
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}
