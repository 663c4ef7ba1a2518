import { AppLink, pathTo, useRouteParams } from '@pace/mfe-kit';
import { Card } from '@pace/ui';
import { controlClass, Field, SubmitActions, TextField } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { useRemote } from '../../../components/remote';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../components/Screen';
import { OrganisationNav } from '../../../components/SectionNav';
import { nameRules, ServerForm, useServerSubmit } from '../../../components/ServerForm';
import table from '../../../components/Table.module.css';
import { ORGANISATION, UPDATE_ORGANISATION } from '../../../graphql/organisation';

interface Values {
  name: string;
}

export default function OrganisationSettings() {
  const { orgId } = useRouteParams('organisations/$orgId/settings');
  const [{ data, fetching, error }] = useQuery({ query: ORGANISATION, variables: { orgId } });
  const organisation = data?.organisation;
  const canManage = organisation?.permissions.updateOrganisations ?? false;

  return (
    <ScreenFrame
      title="Organisation settings"
      nav={
        canManage ? (
          <OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/settings', { orgId })} />
        ) : undefined
      }
    >
      {!organisation && fetching ? <Loading lines={3} /> : null}
      {!organisation && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {organisation && !canManage ? (
        <ReadOnlyNote>Only administrators of {organisation.name} can change its settings.</ReadOnlyNote>
      ) : null}
      {organisation && canManage ? (
        <>
          <Card title="General">
            <NameForm orgId={orgId} name={organisation.name} slug={organisation.slug} />
          </Card>
          <Card title="Single sign-on">
            <p className={table.note}>
              Let people of your email domain sign in through your SAML identity provider.
            </p>
            <AppLink href={pathTo('organisations/$orgId/sso', { orgId })} data-testid="sso-settings-link">
              Set up single sign-on…
            </AppLink>
          </Card>
          <Card title="Delete organisation">
            <p className={table.note}>
              Deleting {organisation.name} removes its teams, sites, people and monitoring data, and ends its
              subscription. It asks for a reason and your confirmation on the billing pages.
            </p>
            <AppLink
              href={pathTo('organisations/$orgId/billing/delete', { orgId })}
              data-testid="delete-organisation-link"
            >
              Delete this organisation…
            </AppLink>
          </Card>
        </>
      ) : null}
    </ScreenFrame>
  );
}

function NameForm({ orgId, name, slug }: { orgId: string; name: string; slug: string }) {
  const { flash } = useRemote();
  const form = useForm<Values>({ defaultValues: { name } });
  const [, updateOrganisation] = useMutation(UPDATE_ORGANISATION);
  const { errors, isSubmitting } = form.formState;

  const { alert, submit } = useServerSubmit(form, ['name'], async (values) => {
    const result = await updateOrganisation({ orgId, input: { name: values.name.trim() } });
    if (result.error) return result.error;
    form.reset({ name: result.data?.updateOrganisation.name ?? values.name });
    flash('success', 'Organisation settings saved.');
  });

  return (
    <ServerForm alert={alert} onSubmit={submit} testId="organisation-form">
      <TextField
        id="organisation-name"
        label="Name"
        error={errors.name?.message}
        autoComplete="organization"
        {...form.register('name', nameRules('Enter the organisation’s name'))}
      />
      <Field
        id="organisation-slug"
        label="Slug"
        hint="The organisation’s address in links; it does not change."
      >
        {(control) => <input {...control} className={controlClass} value={slug} readOnly />}
      </Field>
      <SubmitActions label="Save" disabled={isSubmitting} />
    </ServerForm>
  );
}
