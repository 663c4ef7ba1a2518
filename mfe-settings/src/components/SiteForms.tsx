// /teams/{teamId}/sites/new (track a new site) and /teams/{teamId}/{siteId}/settings/general (the same
// fields, a move to another team, and deletion once the site's name is typed).
import { pathTo, useRemote } from '@pace/mfe-kit';
import { Card } from '@pace/ui';
import { useMutation, useQuery } from 'urql';
import { ORGANISATION_TEAM_OPTIONS, TEAM } from '../graphql/organisation';
import { CREATE_SITE, DELETE_SITE, SITE_SETTINGS, UPDATE_SITE } from '../graphql/sites';
import { DeleteByName } from './DeleteByName';
import { param } from './remote';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from './Screen';
import { SecretValue } from './SecretValue';
import { SiteForm } from './SiteForm';
import table from './Table.module.css';

export function NewSite() {
  const props = useRemote();
  const teamId = param(props, 'teamId');
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

export function SiteGeneralSettings() {
  const props = useRemote();
  const teamId = param(props, 'teamId');
  const siteId = param(props, 'siteId');
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
