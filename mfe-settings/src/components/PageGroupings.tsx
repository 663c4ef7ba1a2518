// /teams/{teamId}/{siteId}/settings/page-groupings, page-groupings/new and page-groupings/{uuid}/edit:
// named path patterns that group RUM page views. Managing them needs managePageGroupings (and RUM).
import { pathTo, type RemoteProps, useRemote } from '@pace/mfe-kit';
import { type applyServerErrors, SubmitActions, TextField } from '@pace/ui/forms';
import { ListTable } from '@pace/ui/lists';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import {
  CREATE_PAGE_GROUPING,
  DELETE_PAGE_GROUPING,
  PAGE_GROUPINGS,
  type PageGrouping,
  type PageGroupingInput,
  UPDATE_PAGE_GROUPING,
} from '../graphql/pageGroupings';
import { ButtonLink } from './ButtonLink';
import { DeleteByName } from './DeleteByName';
import { EditCell } from './ListTable';
import { param } from './remote';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from './Screen';
import { ServerForm, useServerSubmit } from './ServerForm';
import table from './Table.module.css';

/** Spec section 5: starts with / and holds at least one * (** crosses path segments). */
export function patternProblem(pattern: string): string | null {
  if (!pattern.startsWith('/')) return 'The pattern must start with /';
  if (!pattern.includes('*')) return 'The pattern must contain at least one * wildcard';
  return null;
}

const NOT_ALLOWED = 'Your role cannot manage page groupings, or RUM is not enabled for this organisation.';

function usePageGroupings(props: RemoteProps) {
  const teamId = param(props, 'teamId');
  const siteId = param(props, 'siteId');
  const [{ data, fetching, error }] = useQuery({
    query: PAGE_GROUPINGS,
    variables: { teamId, siteId },
    requestPolicy: 'cache-and-network',
  });
  return { teamId, siteId, site: data?.site ?? null, groupings: data?.pageGroupings ?? [], fetching, error };
}

export function PageGroupings() {
  const props = useRemote();
  const { teamId, siteId, site, groupings, fetching, error } = usePageGroupings(props);
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

function GroupingForm({
  grouping,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  grouping: PageGrouping | null;
  submitLabel: string;
  onSubmit: (values: PageGroupingInput) => Promise<Parameters<typeof applyServerErrors>[0]>;
  onCancel: () => void;
}) {
  const form = useForm({ defaultValues: { name: grouping?.name ?? '', pattern: grouping?.pattern ?? '/' } });
  const { errors, isSubmitting } = form.formState;
  const { alert, submit } = useServerSubmit(form, ['name', 'pattern'], (values) =>
    onSubmit({ name: values.name.trim(), pattern: values.pattern.trim() }),
  );
  return (
    <ServerForm alert={alert} onSubmit={submit} testId="page-grouping-form">
      <TextField
        id="grouping-name"
        label="Name"
        error={errors.name?.message}
        autoComplete="off"
        placeholder="Product pages"
        {...form.register('name', {
          required: 'Enter a name',
          maxLength: { value: 255, message: 'Keep the name to 255 characters' },
        })}
      />
      <TextField
        id="grouping-pattern"
        label="Pattern"
        hint="Starts with /. * matches within one path segment, ** across segments: /products/*, /blog/**."
        error={errors.pattern?.message}
        className={table.mono}
        spellCheck={false}
        autoComplete="off"
        {...form.register('pattern', { validate: (value) => patternProblem(value.trim()) ?? true })}
      />
      <SubmitActions label={submitLabel} disabled={isSubmitting} onCancel={onCancel} />
    </ServerForm>
  );
}

export function NewPageGrouping() {
  const props = useRemote();
  const { teamId, siteId, site, fetching, error } = usePageGroupings(props);
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

export function EditPageGrouping() {
  const props = useRemote();
  const uuid = param(props, 'uuid');
  const { teamId, siteId, site, groupings, fetching, error } = usePageGroupings(props);
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
