// /teams/{teamId}/sites: the team's sites, 25 a page, filtered by data source and by a name the URL
// keeps (?name=&source=&cursor=), so a filtered list can be shared and survives a reload.
import { AppLink, pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { Badge } from '@pace/ui';
import { controlClass } from '@pace/ui/forms';
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { ButtonLink } from '../../../components/ButtonLink';
import { EditCell, ListTable } from '../../../components/ListTable';
import { Pager } from '../../../components/Pager';
import { searchText } from '../../../components/remote';
import { LoadError, Loading, ScreenFrame } from '../../../components/Screen';
import { TeamNav } from '../../../components/SectionNav';
import table from '../../../components/Table.module.css';
import { useDebounced } from '../../../components/useDebounced';
import { TEAM_SITES } from '../../../graphql/sites';
import type { DataSource } from '../../../graphql/types';

export const DATA_SOURCES: { value: DataSource; label: string }[] = [
  { value: 'SYNTHETIC', label: 'Synthetic' },
  { value: 'CRUX', label: 'CrUX' },
  { value: 'RUM', label: 'RUM' },
];
const isDataSource = (value: string): value is DataSource =>
  DATA_SOURCES.some((source) => source.value === value);

export default function TeamSites() {
  const props = useRemote();
  const { teamId } = useRouteParams('teams/$teamId/sites');
  const name = searchText(props, 'name');
  const sourceParam = searchText(props, 'source').toUpperCase();
  const source = isDataSource(sourceParam) ? sourceParam : null;
  const cursor = searchText(props, 'cursor') || null;
  // Cursors of the pages before this one ('' = the first), for Previous.
  const [previous, setPrevious] = useState<string[]>([]);
  const [typed, setTyped] = useState(name);
  const settledName = useDebounced(typed.trim());

  function go(next: { name: string; source: DataSource | null; cursor: string | null }) {
    const search = new URLSearchParams();
    if (next.name) search.set('name', next.name);
    if (next.source) search.set('source', next.source);
    if (next.cursor) search.set('cursor', next.cursor);
    const query = search.toString();
    props.navigate(`${pathTo('teams/$teamId/sites', { teamId })}${query ? `?${query}` : ''}`, {
      replace: true,
    });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed name settles
  useEffect(() => {
    if (settledName === name) return;
    setPrevious([]);
    go({ name: settledName, source, cursor: null });
  }, [settledName]);

  const [{ data, fetching, error }] = useQuery({
    query: TEAM_SITES,
    variables: {
      teamId,
      sitesFilter: { ...(name ? { nameContains: name } : {}), ...(source ? { dataSource: source } : {}) },
      cursor,
    },
    requestPolicy: 'cache-and-network',
  });
  const team = data?.team;
  const sites = data?.sites;
  const canCreate = team?.permissions.createSites ?? false;
  const canUpdate = team?.permissions.updateSites ?? false;
  const filtered = Boolean(name || source);

  return (
    <ScreenFrame
      title="Sites"
      description={team ? `The sites of ${team.name}.` : undefined}
      nav={<TeamNav teamId={teamId} current={pathTo('teams/$teamId/sites', { teamId })} />}
      actions={
        canCreate ? (
          <ButtonLink
            variant="primary"
            href={pathTo('teams/$teamId/sites/new', { teamId })}
            data-testid="new-site"
          >
            New site
          </ButtonLink>
        ) : undefined
      }
    >
      <search className={table.toolbar}>
        <label>
          <span className={table.visuallyHidden}>Name contains</span>
          <input
            className={controlClass}
            type="search"
            placeholder="Filter by name"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="sites-name-filter"
          />
        </label>
        <label>
          <span className={table.visuallyHidden}>Data source</span>
          <select
            className={controlClass}
            value={source ?? ''}
            data-testid="sites-source-filter"
            onChange={(event) => {
              setPrevious([]);
              go({
                name,
                source: isDataSource(event.target.value) ? event.target.value : null,
                cursor: null,
              });
            }}
          >
            <option value="">All data sources</option>
            {DATA_SOURCES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </search>
      {!team && fetching ? <Loading /> : null}
      {!team && !fetching ? <LoadError error={error} notFound="Team not found" /> : null}
      {team && sites ? (
        <>
          <ListTable
            testId="sites-table"
            columns={['Site', 'URL', 'Data sources']}
            actions={canUpdate}
            count={sites.edges.length}
            empty={filtered ? 'No sites match these filters.' : 'This team has no sites yet.'}
          >
            {sites.edges.map(({ node: site }) => (
              <tr key={site.id} data-testid="site-row">
                <td className={table.primary}>
                  <AppLink
                    href={pathTo('teams/$teamId/$siteId', { teamId, siteId: site.slug })}
                    className={table.truncate}
                    title={site.name}
                  >
                    {site.name}
                  </AppLink>
                </td>
                <td className={table.muted}>
                  <span className={table.truncate} title={site.canonicalUrl}>
                    {site.canonicalUrl}
                  </span>
                </td>
                <td>
                  <span className={table.tags}>
                    {DATA_SOURCES.filter((option) => site.dataSources.includes(option.value)).map(
                      (option) => (
                        <Badge key={option.value}>{option.label}</Badge>
                      ),
                    )}
                  </span>
                </td>
                {canUpdate ? (
                  <EditCell
                    href={pathTo('settings/general', { teamId, siteId: site.slug })}
                    label={`Settings of ${site.name}`}
                  >
                    Settings
                  </EditCell>
                ) : null}
              </tr>
            ))}
          </ListTable>
          <Pager
            total={sites.totalCount}
            noun={['site', 'sites']}
            hasPrevious={cursor !== null}
            hasNext={sites.pageInfo.hasNextPage}
            onPrevious={() => {
              go({ name, source, cursor: previous.at(-1) || null });
              setPrevious((list) => list.slice(0, -1));
            }}
            onNext={() => {
              setPrevious((list) => [...list, cursor ?? '']);
              go({ name, source, cursor: sites.pageInfo.endCursor });
            }}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
