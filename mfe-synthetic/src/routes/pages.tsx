// Pages: what the site's snapshots test. Members add and remove them here (a path is taken relative to
// the site's URL).
import { useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { formClass, TextField } from '@pace/ui/forms';
import { ListTable } from '@pace/ui/lists';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { DeleteCell, errorMessage, FormFoot, useSite } from '../components/common';
import styles from '../components/synthetic.module.css';
import { CREATE_PAGE, DELETE_PAGE, PAGES } from '../graphql/synthetic';

interface NewPage {
  name: string;
  url: string;
}

const NO_PAGE: NewPage = { name: '', url: '' };

/** The "Add a page" card: a name and a URL or path; the list is refetched once the page is made. */
function AddPageForm({ onAdded }: { onAdded: () => void }) {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [, createPage] = useMutation(CREATE_PAGE);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NewPage>({ defaultValues: NO_PAGE });
  const add = form.handleSubmit(async (input) => {
    const result = await createPage({ teamId, siteId, input });
    if (result.error || !result.data) {
      setError(errorMessage(result.error));
      return;
    }
    setError(null);
    form.reset(NO_PAGE);
    props.flash('success', `${result.data.createPage.name} added.`);
    onAdded();
  });
  return (
    <Card title="Add a page">
      <form className={formClass} onSubmit={add}>
        <TextField id="page-name" label="Name" required maxLength={255} {...form.register('name')} />
        <TextField
          id="page-url"
          label="URL or path"
          required
          placeholder="/pricing"
          {...form.register('url')}
        />
        <FormFoot error={error} label="Add page" busy={form.formState.isSubmitting} testId="add-page" />
      </form>
    </Card>
  );
}

export default function Pages() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PAGES,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const [, deletePage] = useMutation(DELETE_PAGE);
  const canEdit = props.permissions.updateSites && !props.readOnly;
  const pages = data?.pages ?? [];
  const refresh = () => refetch({ requestPolicy: 'network-only' });

  return (
    <div className={styles.stack}>
      <PageHeader
        title="Pages"
        titleTestId="screen-title"
        description="The pages every snapshot tests, with each test profile."
      />
      <Card>
        {error ? (
          <p className={styles.error} role="alert">
            {errorMessage(error)}
          </p>
        ) : fetching && !data ? (
          <Skeleton height={120} label="Loading pages" />
        ) : (
          <ListTable
            testId="pages"
            columns={['Name', 'URL']}
            actions={canEdit}
            count={pages.length}
            empty="No pages yet."
          >
            {pages.map((page) => (
              <tr key={page.uuid}>
                <td>{page.name}</td>
                <td>
                  <span className={styles.truncate} title={page.url}>
                    {page.url}
                  </span>
                </td>
                {canEdit ? (
                  <DeleteCell
                    name={page.name}
                    remove={() => deletePage({ teamId, siteId, uuid: page.uuid })}
                    flash={props.flash}
                    onDeleted={refresh}
                  />
                ) : null}
              </tr>
            ))}
          </ListTable>
        )}
      </Card>
      {canEdit ? <AddPageForm onAdded={refresh} /> : null}
    </div>
  );
}
