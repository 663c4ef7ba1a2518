// The breadcrumb switchers of the top bar: organisation, team and site.
import { afterNextPaint, type CurrentUser, pathTo } from '@pace/mfe-kit';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { graphql } from '../../graphql/generated';
import { graphqlRequest } from '../data/request';
import type { Named, ScopeOrganisation, ScopeTeam } from '../scope';
import { TruncatedName } from '../TruncatedName';
import { Dropdown, LinkItem } from './Dropdown';
import styles from './Menus.module.css';
import { organisationEntries } from './organisationEntries';
import type { MountedTrigger } from './trigger';

const FIRST_TEAM = graphql(`
  query ChromeFirstTeam($orgId: ID!) {
    organisation(orgId: $orgId) { teams(first: 1) { edges { node { slug } } } }
  }
`);

export function OrganisationSwitcher({
  trigger,
  user,
  current,
}: {
  trigger: MountedTrigger;
  user: CurrentUser;
  current: ScopeOrganisation | null;
}) {
  const navigate = useNavigate();
  const choose = async (slug: string) => {
    const membership = user.memberships.find((m) => m.organisation.slug === slug);
    if (!membership) return;
    // Administrators land on the organisation's teams; others on the first team they reach.
    if (membership.role === 'admin') {
      await navigate({ to: pathTo('organisations/$orgId/teams', { orgId: slug }) });
      return;
    }
    const data = await graphqlRequest(FIRST_TEAM, { orgId: slug }).catch(() => null);
    const team = data?.organisation?.teams.edges[0]?.node.slug;
    await navigate(
      team
        ? { to: pathTo('teams/$teamId/sites', { teamId: team }) }
        : { to: pathTo('setup/$orgId', { orgId: slug }) },
    );
  };
  return (
    <Dropdown trigger={trigger} label="Organisations" align="start">
      <Menu.Label className={styles.label}>Organisations</Menu.Label>
      <Menu.RadioGroup value={current?.slug ?? ''} onValueChange={(slug) => void choose(slug)}>
        {user.memberships.map(({ organisation }) => (
          <Menu.RadioItem key={organisation.slug} value={organisation.slug} className={styles.item}>
            <TruncatedName name={organisation.name} />
            <Menu.ItemIndicator className={styles.indicator}>
              <Check size={16} aria-hidden="true" />
            </Menu.ItemIndicator>
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
      {current?.permissions.updateOrganisations ? (
        <>
          <Menu.Separator className={styles.separator} />
          <Menu.Label className={styles.label}>
            <TruncatedName name={current.name} />
          </Menu.Label>
          {organisationEntries(current.features).map(([path, label]) => (
            <LinkItem key={path} to={pathTo(`organisations/$orgId/${path}`, { orgId: current.slug })}>
              {label}
            </LinkItem>
          ))}
        </>
      ) : null}
      <Menu.Separator className={styles.separator} />
      <LinkItem to={pathTo('setup')}>New organisation</LinkItem>
    </Dropdown>
  );
}

function SwitcherItems({
  items,
  current,
  hrefOf,
}: {
  items: Named[];
  current: Named;
  hrefOf: (item: Named) => string;
}) {
  const navigate = useNavigate();
  return (
    <Menu.RadioGroup
      value={current.slug}
      onValueChange={(slug) => {
        const item = items.find((candidate) => candidate.slug === slug);
        // The menu closes and paints first; the next screen renders in a task of its own.
        if (item) afterNextPaint(() => void navigate({ to: hrefOf(item) }));
      }}
    >
      {items.map((item) => (
        <Menu.RadioItem key={item.slug} value={item.slug} className={styles.item}>
          <TruncatedName name={item.name} />
          <Menu.ItemIndicator className={styles.indicator}>
            <Check size={16} aria-hidden="true" />
          </Menu.ItemIndicator>
        </Menu.RadioItem>
      ))}
    </Menu.RadioGroup>
  );
}

export function TeamSwitcher({
  trigger,
  organisation,
  current,
}: {
  trigger: MountedTrigger;
  organisation: ScopeOrganisation;
  current: ScopeTeam;
}) {
  const teams = organisation.teams.some((team) => team.slug === current.slug)
    ? organisation.teams
    : [current, ...organisation.teams];
  return (
    <Dropdown trigger={trigger} label="Teams" align="start">
      <Menu.Label className={styles.label}>Teams</Menu.Label>
      <SwitcherItems
        items={teams}
        current={current}
        hrefOf={(team) => pathTo('teams/$teamId/sites', { teamId: team.slug })}
      />
    </Dropdown>
  );
}

export function SiteSwitcher({
  trigger,
  team,
  current,
}: {
  trigger: MountedTrigger;
  team: ScopeTeam;
  current: Named;
}) {
  const sites = team.sites.some((site) => site.slug === current.slug) ? team.sites : [current, ...team.sites];
  return (
    <Dropdown trigger={trigger} label="Sites" align="start">
      <Menu.Label className={styles.label}>Sites</Menu.Label>
      <SwitcherItems
        items={sites}
        current={current}
        hrefOf={(site) => pathTo('teams/$teamId/$siteId', { teamId: team.slug, siteId: site.slug })}
      />
      <Menu.Separator className={styles.separator} />
      <LinkItem to={pathTo('teams/$teamId/sites', { teamId: team.slug })}>
        {team.moreSites ? 'All sites…' : 'Site list'}
      </LinkItem>
    </Dropdown>
  );
}
