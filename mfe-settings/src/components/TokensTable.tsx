import type { ApiToken } from '../graphql/types';
import { AppLink } from './AppLink';
import { formatDate, formatDateTime, formatRelative } from './format';
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
    <div className={table.wrap}>
      <table className={table.table} data-testid="tokens-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Team access</th>
            <th scope="col">Permissions</th>
            <th scope="col">Expires</th>
            <th scope="col">Last used</th>
            {showCreator ? <th scope="col">Created by</th> : null}
            {editPath ? (
              <th scope="col" className={table.actions}>
                <span className={table.visuallyHidden}>Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
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
                  {token.lastUsedAt ? (
                    <time dateTime={token.lastUsedAt} title={formatDateTime(token.lastUsedAt)}>
                      {formatRelative(token.lastUsedAt)}
                    </time>
                  ) : (
                    'Never'
                  )}
                </td>
                {showCreator ? (
                  <td className={table.muted}>
                    {token.creator ? token.creator.name || token.creator.email : '—'}
                  </td>
                ) : null}
                {editPath ? (
                  <td className={table.actions}>
                    <AppLink href={editPath(token)} aria-label={`Edit ${token.name}`}>
                      Edit
                    </AppLink>
                  </td>
                ) : null}
              </tr>
            );
          })}
          {tokens.length === 0 ? (
            <tr>
              <td className={table.empty} colSpan={5 + (showCreator ? 1 : 0) + (editPath ? 1 : 0)}>
                No tokens yet.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
