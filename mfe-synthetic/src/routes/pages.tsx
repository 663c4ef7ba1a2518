// Pages: what the site's snapshots test. Members add and remove them here (a path is taken relative to
// the site's URL).
import { useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { DeleteCell, errorMessage, FormFoot, useSite } from '../components/common';
import styles from '../components/synthetic.module.css';
import { CREATE_PAGE, DELETE_PAGE, PAGES } from '../graphql/synthetic';

export default function Pages() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PAGES,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const [created, createPage] = useMutation(CREATE_PAGE);
  const [, deletePage] = useMutation(DELETE_PAGE);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const canEdit = props.permissions.updateSites && !props.readOnly;

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
        ) : !data?.pages.length ? (
          <p className={styles.muted}>No pages yet.</p>
        ) : (
          <table className={styles.table} data-testid="pages">
            <thead>
              <tr>
                <th>Name</th>
                <th>URL</th>
                {canEdit ? <th /> : null}
              </tr>
            </thead>
            <tbody>
              {data.pages.map((page) => (
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
                      onDeleted={() => refetch({ requestPolicy: 'network-only' })}
                    />
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      {canEdit ? (
        <Card title="Add a page">
          <form
            className={styles.form}
            onSubmit={async (event) => {
              event.preventDefault();
              const result = await createPage({ teamId, siteId, input: { name, url } });
              if (result.error || !result.data) {
                setFormError(errorMessage(result.error));
                return;
              }
              setFormError(null);
              setName('');
              setUrl('');
              props.flash('success', `${result.data.createPage.name} added.`);
              refetch({ requestPolicy: 'network-only' });
            }}
          >
            <label className={styles.field}>
              Name
              <input
                name="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                required
                maxLength={255}
              />
            </label>
            <label className={styles.field}>
              URL or path
              <input
                name="url"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                required
                placeholder="/pricing"
              />
            </label>
            <FormFoot error={formError} label="Add page" busy={created.fetching} testId="add-page" />
          </form>
        </Card>
      ) : null}
    </div>
  );
}
