// /setup and /setup/{orgId}: a signed-in user with no organisation sets Pace up in three steps:
// the organisation, its first team, its first site. The step shown follows from what exists, so the
// flow can be left and picked up again. Creating the site starts its first snapshot and lands on its pulse.
import { AppLink, pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { Card } from '@pace/ui';
import { SubmitActions, TextField } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { LoadError, Loading, ScreenFrame } from '../components/Screen';
import { nameRules, ServerForm, useServerSubmit } from '../components/ServerForm';
import styles from '../components/Setup.module.css';
import { SiteForm } from '../components/SiteForm';
import { CREATE_TEAM } from '../graphql/organisation';
import { CREATE_ORGANISATION, SETUP_ORGANISATION, START_FIRST_SNAPSHOT } from '../graphql/setup';
import { CREATE_SITE } from '../graphql/sites';
import { CURRENT_USER } from '../graphql/user';

const STEPS = ['Organisation', 'First team', 'First site'] as const;

function Steps({ current }: { current: number }) {
  return (
    <ol className={styles.steps} aria-label="Setup steps">
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index < current ? styles.done : index === current ? styles.current : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.number}>{index < current ? '✓' : index + 1}</span>
          {step}
          {index < current ? <span className={styles.visuallyHidden}> (done)</span> : null}
        </li>
      ))}
    </ol>
  );
}

export default function Setup() {
  const props = useRemote();
  const { orgId } = useRouteParams('setup/$orgId');
  const [{ data, fetching, error }] = useQuery({ query: CURRENT_USER });
  const user = data?.currentUser;

  return (
    <ScreenFrame
      title="Set up Pace"
      description="An organisation holds teams; a team holds the sites you monitor."
    >
      {!data && fetching ? <Loading lines={3} /> : null}
      {!data && !fetching ? <LoadError error={error} /> : null}
      {data && !user ? (
        <Card>
          <p>Sign in, or create an account, to set up your organisation.</p>
          <AppLink href={pathTo('sign-in', {}, { redirect_to: props.route.path })}>Sign in</AppLink>
        </Card>
      ) : null}
      {user && !orgId ? <OrganisationStep memberships={user.memberships.length} /> : null}
      {user && orgId ? <OrganisationSetup orgId={orgId} /> : null}
    </ScreenFrame>
  );
}

function OrganisationStep({ memberships }: { memberships: number }) {
  const { navigate } = useRemote();
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const [, createOrganisation] = useMutation(CREATE_ORGANISATION);
  const { errors, isSubmitting } = form.formState;

  const { alert, submit } = useServerSubmit(form, ['name'], async (values) => {
    const result = await createOrganisation({ input: { name: values.name.trim() } });
    if (result.error) return result.error;
    if (result.data) navigate(pathTo('setup/$orgId', { orgId: result.data.createOrganisation.slug }));
  });

  return (
    <>
      <Steps current={0} />
      <Card title="Your organisation">
        <p className={styles.lead}>
          {memberships === 0
            ? 'You are not part of an organisation yet. Name yours: usually your company or project. You will be its administrator.'
            : 'Set up another organisation. You will be its administrator.'}
        </p>
        <ServerForm alert={alert} onSubmit={submit} testId="setup-organisation">
          <TextField
            id="setup-organisation-name"
            label="Organisation name"
            error={errors.name?.message}
            autoComplete="organization"
            {...form.register('name', nameRules('Enter the organisation’s name'))}
          />
          <SubmitActions label="Create organisation" disabled={isSubmitting} />
        </ServerForm>
      </Card>
    </>
  );
}

function OrganisationSetup({ orgId }: { orgId: string }) {
  const { navigate, flash } = useRemote();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: SETUP_ORGANISATION,
    variables: { orgId },
    requestPolicy: 'cache-and-network',
  });
  const [, createTeam] = useMutation(CREATE_TEAM);
  const [, createSite] = useMutation(CREATE_SITE);
  const [, startFirstSnapshot] = useMutation(START_FIRST_SNAPSHOT);
  const teamForm = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const { alert: teamAlert, submit: submitTeam } = useServerSubmit(teamForm, ['name'], async (values) => {
    const result = await createTeam({ orgId, input: { name: values.name.trim(), description: null } });
    if (result.error) return result.error;
    refetch({ requestPolicy: 'network-only' });
  });
  const organisation = data?.organisation;
  const firstTeam = organisation?.teams.edges[0]?.node;

  if (!organisation) {
    return fetching ? <Loading lines={3} /> : <LoadError error={error} notFound="Organisation not found" />;
  }

  if (!firstTeam) {
    const { errors, isSubmitting } = teamForm.formState;
    return (
      <>
        <Steps current={1} />
        <Card title={`The first team of ${organisation.name}`}>
          <p className={styles.lead}>Teams group sites and the people who look after them.</p>
          <ServerForm alert={teamAlert} onSubmit={submitTeam} testId="setup-team">
            <TextField
              id="setup-team-name"
              label="Team name"
              hint="For example “Web” or “Marketing site”."
              error={errors.name?.message}
              autoComplete="off"
              {...teamForm.register('name', nameRules('Enter a name for the team'))}
            />
            <SubmitActions label="Create team" disabled={isSubmitting} />
          </ServerForm>
        </Card>
      </>
    );
  }

  if (firstTeam.siteCount === 0 && organisation.teams.totalCount === 1) {
    return (
      <>
        <Steps current={2} />
        <Card title={`The first site of ${firstTeam.name}`}>
          <p className={styles.lead}>
            The site Pace tests and measures. Everything here can be changed later.
          </p>
          <SiteForm
            site={null}
            teamId={firstTeam.id}
            submitLabel="Create site"
            onCancel={() => navigate(pathTo('teams/$teamId/sites', { teamId: firstTeam.id }))}
            onSubmit={async (input) => {
              const result = await createSite({ teamId: firstTeam.id, input });
              if (result.data) {
                const site = result.data.createSite;
                const started = await startFirstSnapshot({ teamId: site.team.slug, siteId: site.slug });
                // The site exists either way: say why no snapshot runs (a private URL, the plan's tests).
                if (started.error)
                  flash(
                    'error',
                    `${site.name} is set up, but its first snapshot did not start: ${started.error.graphQLErrors[0]?.message ?? started.error.message}`,
                  );
                else
                  flash(
                    'success',
                    `${organisation.name} is set up: Pace is now monitoring ${site.name} and taking its first snapshot.`,
                  );
                navigate(pathTo('pulse', { teamId: site.team.slug, siteId: site.slug }));
              }
              return result.error;
            }}
          />
        </Card>
      </>
    );
  }

  return (
    <>
      <Steps current={3} />
      <Card title={`${organisation.name} is set up`}>
        <p className={styles.lead}>Its teams and sites are ready.</p>
        <ul className={styles.links}>
          <li>
            <AppLink href={pathTo('teams/$teamId/sites', { teamId: firstTeam.id })}>
              The sites of {firstTeam.name}
            </AppLink>
          </li>
          <li>
            <AppLink href={pathTo('organisations/$orgId/members/new', { orgId })}>Invite people</AppLink>
          </li>
        </ul>
      </Card>
    </>
  );
}
