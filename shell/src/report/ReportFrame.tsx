import { pathTo, type RouteParams } from '@pace/mfe-kit';
import { PageHeader, Skeleton } from '@pace/ui';
import { Link, Outlet, useLocation, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { NotFoundPage } from '../pages/NotFound';
import { useCurrentUser } from '../session/currentUser';
import { hasActiveOrganisation, useSession } from '../session/session';
import styles from './ReportFrame.module.css';
import { useSharedReport } from './sharedReport';
import { type ReportSite, ReportSiteContext } from './shareLink';

/**
 * The public share report of one test (no sign-in): navigation between RUM, Synthetic and CrUX; the
 * monitoring entry only for viewers without an active organisation. Each screen is a remote, read-only,
 * reading the shared test's site through the link (the shell's GraphQL client sends it). A wrong or
 * revoked link shows the not-found page.
 */
export function ReportFrame() {
  const { uuid, shareToken } = useParams({ strict: false }) as { uuid: string; shareToken: string };
  const session = useSession();
  // Until the viewer is known the entries are not: a member would see the monitoring entry come and go.
  const viewerKnown = useCurrentUser().status !== 'loading';
  const pathname = useLocation({ select: (location) => location.pathname });
  const base = pathTo('tests/$uuid/$shareToken', { uuid, shareToken });
  const state = useSharedReport(base);
  const report = state.status === 'found' ? state.report : null;
  const site = useMemo<ReportSite | null>(
    () =>
      report
        ? { teamId: report.site.teamId, siteId: report.site.siteId, testId: report.test.uuid, base }
        : null,
    [report, base],
  );
  if (state.status === 'not-found') return <NotFoundPage />;
  if (state.status === 'failed') {
    return <PageHeader title="The report could not be loaded" description="Reload the page to try again." />;
  }
  if (!site || !report || !viewerKnown) return <Skeleton height={240} label="Loading the report" />;
  const entries = [
    { to: pathTo('tests/$uuid/$shareToken/rum', { uuid, shareToken }), label: 'RUM' },
    { to: base, label: 'Synthetic', synthetic: true },
    { to: pathTo('tests/$uuid/$shareToken/crux', { uuid, shareToken }), label: 'CrUX' },
    ...(hasActiveOrganisation(session)
      ? []
      : [{ to: pathTo('tests/$uuid/$shareToken/monitoring', { uuid, shareToken }), label: 'Monitoring' }]),
  ];
  return (
    <ReportSiteContext.Provider value={site}>
      <p className={styles.context} data-testid="report-site">
        {report.site.name} · {report.test.page.name} · {report.test.profile.name}
      </p>
      <nav className={styles.nav} aria-label="Report">
        {entries.map((entry) => (
          <Link
            key={entry.to}
            to={entry.to}
            className={isActive(entry, base, pathname) ? styles.active : undefined}
            aria-current={isActive(entry, base, pathname) ? 'page' : undefined}
          >
            {entry.label}
          </Link>
        ))}
      </nav>
      <SectionNav report={{ uuid, shareToken }} pathname={pathname} />
      <Outlet />
    </ReportSiteContext.Provider>
  );
}

/** Synthetic covers the overview, third parties and Lighthouse; the others their own children. */
function isActive(entry: { to: string; synthetic?: boolean }, base: string, path: string): boolean {
  const rest = path.slice(base.length);
  if (entry.synthetic) return !/^\/(rum|crux|monitoring)(\/|$)/.test(rest);
  return path === entry.to || path.startsWith(`${entry.to}/`);
}

/** The children of the section in view: the synthetic report's parts, CrUX's dashboard and pages. */
function SectionNav({
  report,
  pathname,
}: {
  report: RouteParams<'tests/$uuid/$shareToken'>;
  pathname: string;
}) {
  const base = pathTo('tests/$uuid/$shareToken', report);
  const rest = pathname.slice(base.length);
  const entries = /^\/crux(\/|$)/.test(rest)
    ? [
        {
          to: pathTo('tests/$uuid/$shareToken/crux', report),
          label: 'Dashboard',
          active: /^\/crux(\/dashboard)?\/?$/.test(rest),
        },
        {
          to: pathTo('tests/$uuid/$shareToken/crux/pages', report),
          label: 'Pages',
          active: rest.startsWith('/crux/pages'),
        },
      ]
    : /^\/(rum|monitoring)(\/|$)/.test(rest)
      ? []
      : [
          {
            to: base,
            label: 'Overview',
            active: rest === '' || rest === '/' || rest.startsWith('/overview'),
          },
          {
            to: pathTo('tests/$uuid/$shareToken/third-parties', report),
            label: 'Third parties',
            active: rest.startsWith('/third-parties'),
          },
          {
            to: pathTo('tests/$uuid/$shareToken/lighthouse', report),
            label: 'Lighthouse',
            active: rest.startsWith('/lighthouse'),
          },
        ];
  if (!entries.length) return null;
  return (
    <nav className={styles.sectionNav} aria-label="Section">
      {entries.map((entry) => (
        <Link
          key={entry.to}
          to={entry.to}
          className={entry.active ? styles.active : undefined}
          aria-current={entry.active ? 'page' : undefined}
        >
          {entry.label}
        </Link>
      ))}
    </nav>
  );
}
