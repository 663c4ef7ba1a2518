// /teams/{teamId}/sites/new: tracking a new site (the site form, empty).
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useMutation, useQuery } from 'urql';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../components/Screen';
import { SiteForm } from '../../../../components/SiteForm';
import { TEAM } from '../../../../graphql/organisation';
import { CREATE_SITE } from '../../../../graphql/sites';

export default function NewSite() {
  const props = useRemote();
  const { teamId } = useRouteParams('teams/$teamId/sites/new');
  const [{ data, fetching, error }] = useQuery({ query: TEAM, variables: { teamId } });
  const [, createSite] = useMutation(CREATE_SITE);
  const team = data?.team;
  return (
    <ScreenFrame title="New site" description={team ? `Track a new site in ${team.name}.` : undefined}>
      {!team && fetching ? <Loading /> : null}
      {!team && !fetching ? <LoadError error={error} notFound="Team not found" /> : null}
      {team && !team.permissions.createSites ? (
        <ReadOnlyNote>Your role in {team.organisation.name} cannot create sites.</ReadOnlyNote>
      ) : null}
      {team?.permissions.createSites ? (
        <SiteForm
          site={null}
          teamId={teamId}
          submitLabel="Create site"
          onCancel={() => props.navigate(pathTo('teams/$teamId/sites', { teamId }))}
          onSubmit={async (input) => {
            const result = await createSite({ teamId, input }, { additionalTypenames: ['SiteConnection'] });
            if (result.data) {
              const site = result.data.createSite;
              props.flash('success', `Site ${site.name} created.`);
              props.navigate(pathTo('teams/$teamId/$siteId', { teamId: site.team.slug, siteId: site.slug }));
            }
            return result.error;
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}
