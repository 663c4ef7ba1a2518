import { ListTable } from '@pace/ui/lists';
import type { ApiToken } from '../graphql/types';
import { formatDate } from './format';
import { RelativeTime } from './ListCells';
import { EditCell } from './ListTable';
import table from './Table.module.css';
import { permissionLabels, teamAccess } from './TokenForm';

/** API tokens with their team access, permissions, expiry, last use and creator. */
export function TokensTable({
  tokens,
  editPath,
  showCreator,
}: {
  tokens: ApiToken[];
  editPath: ((token: ApiToken) => string) | null;
  showCreator: boolean;
}) {
  const now = Date.now();
  return (
    <ListTable
      testId="tokens-table"
      columns={[
        'Name',
        'Team access',
        'Permissions',
        'Expires',
        'Last used',
        ...(showCreator ? ['Created by'] : []),
      ]}
      actions={editPath !== null}
      count={tokens.length}
      empty="No tokens yet."
    >
      {tokens.map((token) => {
        const expired = token.expiresAt !== null && new Date(token.expiresAt).getTime() < now;
        return (
          <tr key={token.uuid} data-testid="token-row">
            <td>
              <div className={table.primary}>{token.name}</div>
              <div className={`${table.muted} ${table.mono}`}>{token.tokenPrefix}…</div>
            </td>
            <td>{teamAccess(token)}</td>
            <td className={table.muted}>
              <span className={table.truncate} title={permissionLabels(token)}>
                {permissionLabels(token) || 'None'}
              </span>
            </td>
            <td>
              {token.expiresAt ? (
                <time dateTime={token.expiresAt} className={expired ? table.muted : undefined}>
                  {expired ? `Expired ${formatDate(token.expiresAt)}` : formatDate(token.expiresAt)}
                </time>
              ) : (
                'Never'
              )}
            </td>
            <td className={table.muted}>
              <RelativeTime at={token.lastUsedAt} />
            </td>
            {showCreator ? (
              <td className={table.muted}>
                {token.creator ? token.creator.name || token.creator.email : '—'}
              </td>
            ) : null}
            {editPath ? <EditCell href={editPath(token)} label={`Edit ${token.name}`} /> : null}
          </tr>
        );
      })}
    </ListTable>
  );
}
