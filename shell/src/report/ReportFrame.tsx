import { Link, Outlet, useParams } from '@tanstack/react-router';
import { hasActiveOrganisation, useSession } from '../session/session';
import styles from './ReportFrame.module.css';

/**
 * The public share report of one test (no sign-in): navigation between RUM, Synthetic and CrUX; the
 * monitoring entry only for viewers without an active organisation. Each screen is a remote, read-only.
 */
export function ReportFrame() {
  const { uuid, shareToken } = useParams({ strict: false }) as { uuid: string; shareToken: string };
  const session = useSession();
  const base = `/tests/${encodeURIComponent(uuid)}/${encodeURIComponent(shareToken)}`;
  const entries = [
    { to: `${base}/rum`, label: 'RUM' },
    { to: base, label: 'Synthetic', exact: true },
    { to: `${base}/crux`, label: 'CrUX' },
    ...(hasActiveOrganisation(session) ? [] : [{ to: `${base}/monitoring`, label: 'Monitoring' }]),
  ];
  return (
    <>
      <nav className={styles.nav} aria-label="Report">
        {entries.map((entry) => (
          <Link key={entry.to} to={entry.to} activeOptions={{ exact: entry.exact ?? false }}>
            {entry.label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
