// A page grouping's name and pattern, and the site's page groupings: what
// /teams/{teamId}/{siteId}/settings/page-groupings, page-groupings/new and page-groupings/{uuid}/edit share.
// Named path patterns group RUM page views; managing them needs managePageGroupings (and RUM).
import { type applyServerErrors, SubmitActions, TextField } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import { useQuery } from 'urql';
import { PAGE_GROUPINGS, type PageGrouping, type PageGroupingInput } from '../graphql/pageGroupings';
import { ServerForm, useServerSubmit } from './ServerForm';
import table from './Table.module.css';

/** Spec section 5: starts with / and holds at least one * (** crosses path segments). */
export function patternProblem(pattern: string): string | null {
  if (!pattern.startsWith('/')) return 'The pattern must start with /';
  if (!pattern.includes('*')) return 'The pattern must contain at least one * wildcard';
  return null;
}

export const NOT_ALLOWED =
  'Your role cannot manage page groupings, or RUM is not enabled for this organisation.';

/** The site's list, from its route's teamId and siteId. */
export function usePageGroupings({ teamId, siteId }: { teamId: string; siteId: string }) {
  const [{ data, fetching, error }] = useQuery({
    query: PAGE_GROUPINGS,
    variables: { teamId, siteId },
    requestPolicy: 'cache-and-network',
  });
  return { teamId, siteId, site: data?.site ?? null, groupings: data?.pageGroupings ?? [], fetching, error };
}

export function GroupingForm({
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
