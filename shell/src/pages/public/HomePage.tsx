import { buttonClass } from '@pace/ui';
import { Link } from '@tanstack/react-router';
import styles from './public.module.css';

const SOURCES = [
  {
    name: 'Synthetic',
    text: 'Lighthouse audits of your pages on a schedule, on the devices and connections you choose, with budgets that warn you before a slow release reaches people.',
  },
  {
    name: 'CrUX',
    text: "Chrome's own field data for your origin and pages: what real Chrome users saw over the last 28 days, and how it moves.",
  },
  {
    name: 'RUM',
    text: 'Our small embed script measures every visit (or a sample): LCP, INP and CLS with the element or interaction that caused them.',
  },
];

/** /home: what Pace does, for people who have not signed up yet. */
export function HomePage() {
  return (
    <div className={styles.page} data-testid="home-page">
      <section className={styles.hero}>
        <h1 data-testid="screen-title">Know how fast your sites are, and keep them fast</h1>
        <p className={styles.lead}>
          Pace monitors the performance of your websites from three sources, side by side, for you and your
          teams: lab tests you control, Chrome&apos;s field data, and your own visitors.
        </p>
        <div className={styles.actions}>
          <Link to="/sign-up" className={buttonClass('primary')}>
            Start your free trial
          </Link>
          <Link to="/pricing">See pricing</Link>
          <Link to="/docs">Read the docs</Link>
        </div>
      </section>
      <ul className={styles.cards} aria-label="Three sources">
        {SOURCES.map((source) => (
          <li key={source.name} className={styles.card}>
            <h2>{source.name}</h2>
            <p>{source.text}</p>
          </li>
        ))}
      </ul>
      <section className={styles.card}>
        <h2>Built for teams</h2>
        <p>
          Organisations, teams and roles decide who sees and changes what. Budgets alert you by email, Slack
          or webhook, check your pull requests on GitHub, and start tests when you deploy. Share a single test
          report with a link, export everything with the command line or the GraphQL API.
        </p>
      </section>
    </div>
  );
}
