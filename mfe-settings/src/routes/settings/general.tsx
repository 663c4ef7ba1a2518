// /teams/{teamId}/{siteId}/settings/general: the site form with the site, a move to another team, and
// deletion once the site's name is typed.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { Card } from '@pace/ui';
import { useMutation, useQuery } from 'urql';
import { DeleteByName } from '../../components/DeleteByName';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../components/Screen';
import { SecretValue } from '../../components/SecretValue';
import { SiteForm } from '../../components/SiteForm';
import table from '../../components/Table.module.css';
import { ORGANISATION_TEAM_OPTIONS } from '../../graphql/organisation';
import { DELETE_SITE, SITE_SETTINGS, UPDATE_SITE } from '../../graphql/sites';

export default function SiteGeneralSettings() {
  const props = useRemote();
  const { teamId, siteId } = useRouteParams('settings/general');
  const [{ data, fetching, error }] = useQuery({ query: SITE_SETTINGS, variables: { teamId, siteId } });
  const [, updateSite] = useMutation(UPDATE_SITE);
  const [, deleteSite] = useMutation(DELETE_SITE);
  const site = data?.site;
  const canUpdate = site?.permissions.updateSites ?? false;
  const [options] = useQuery({
    query: ORGANISATION_TEAM_OPTIONS,
    variables: { orgId: site?.team.organisation.id ?? '' },
    pause: !canUpdate,
  });

  return (
    <ScreenFrame title="General settings" description={site?.name}>
      {!site && fetching ? <Loading /> : null}
      {!site && !fetching ? <LoadError error={error} notFound="Site not found" /> : null}
      {site && !canUpdate ? <ReadOnlyNote>Your role cannot change this site’s settings.</ReadOnlyNote> : null}
      {site && canUpdate ? (
        <>
          <SiteForm
            key={`${site.team.slug}/${site.slug}/${options.data ? 'teams' : ''}`}
            site={site}
            teamId={site.team.slug}
            teams={options.data?.organisation?.teams.edges.map((edge) => edge.node) ?? []}
            submitLabel="Save settings"
            onCancel={() => props.navigate(pathTo('teams/$teamId/$siteId', { teamId, siteId }))}
            onSubmit={async (input) => {
              const result = await updateSite(
                { teamId, siteId, input },
                { additionalTypenames: ['SiteConnection'] },
              );
              if (result.data) {
                const saved = result.data.updateSite;
                const moved = saved.team.slug !== teamId;
                props.flash(
                  'success',
                  moved ? `Site ${saved.name} moved to ${saved.team.name}.` : 'Site settings saved.',
                );
                // The slugs may have changed (a move, a rename): follow the site to its address.
                if (moved || saved.slug !== siteId) {
                  props.navigate(
                    pathTo('settings/general', { teamId: saved.team.slug, siteId: saved.slug }),
                    { replace: true },
                  );
                }
              }
              return result.error;
            }}
          />
          {site.secret ? (
            <Card title="Site secret">
              <p className={table.note}>Identifies this site to the RUM embed and to deploy hooks.</p>
              <SecretValue value={site.secret} label="Copy secret" testId="site-secret" />
            </Card>
          ) : null}
          <DeleteByName
            title="Delete this site"
            testId="delete-site"
            description={
              <p>
                Its pages, snapshots, budgets and all its monitoring data are deleted. This cannot be undone.
              </p>
            }
            name={site.name}
            action="Delete site"
            run={(typed) =>
              deleteSite(
                { teamId, siteId, confirmation: typed },
                { additionalTypenames: ['Site', 'SiteConnection'] },
              )
            }
            failed="The site was not deleted"
            onDone={() => {
              props.flash('success', `Site ${site.name} deleted.`);
              props.navigate(pathTo('teams/$teamId/sites', { teamId }));
            }}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
