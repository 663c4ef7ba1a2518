import { PageHeader } from '@pace/ui';
import { useState } from 'react';
import { useCurrentUser } from '../../session/currentUser';
import { NotAuthorisedPage } from '../NotAuthorised';
import styles from './AdminPage.module.css';
import { OrganisationsList } from './OrganisationsList';
import { PeopleList } from './PeopleList';

type List = 'organisations' | 'people';

/**
 * /admin (staff only): every organisation and every person, searchable, 50 a page. The bff refuses the
 * lists to anyone else whatever this page does; this page does not show them the frame of it either.
 */
export function AdminPage() {
  const { status, user } = useCurrentUser();
  const [list, setList] = useState<List>('organisations');
  if (status === 'loading') return null;
  if (!user?.staff) return <NotAuthorisedPage reason="Only Pace staff can open the admin pages." />;
  return (
    <div className={styles.page} data-testid="admin-page">
      <PageHeader
        title="Admin"
        description="Every organisation and every person on this Pace installation."
        titleTestId="screen-title"
      />
      <div className={styles.tabs} role="tablist" aria-label="Lists">
        {(['organisations', 'people'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={list === name}
            aria-controls={`admin-${name}`}
            id={`admin-tab-${name}`}
            className={list === name ? styles.selected : undefined}
            onClick={() => setList(name)}
          >
            {name === 'organisations' ? 'Organisations' : 'People'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`admin-${list}`} aria-labelledby={`admin-tab-${list}`}>
        {list === 'organisations' ? <OrganisationsList /> : <PeopleList />}
      </div>
    </div>
  );
}
