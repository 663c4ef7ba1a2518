import { Link } from '@tanstack/react-router';
import styles from './public.module.css';

/**
 * /contact: where each kind of question goes. Pace is installed and run by an operator, and this
 * installation has no contact address configured, so the page says where help is rather than showing
 * an address nobody reads.
 */
export function ContactPage() {
  return (
    <div className={styles.page} data-testid="contact-page">
      <section className={styles.hero}>
        <h1 data-testid="screen-title">Contact</h1>
        <p className={styles.lead}>Where to take a question about Pace.</p>
      </section>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>How do I…?</h2>
          <p>
            The <Link to="/docs">documentation</Link> covers getting started, the RUM embed, API tokens, the
            command line, integrations and self-hosting.
          </p>
        </li>
        <li className={styles.card}>
          <h2>My account, people or billing</h2>
          <p>
            Your organisation&apos;s administrators manage people, roles and billing: you find them in the
            organisation&apos;s People settings.
          </p>
        </li>
        <li className={styles.card}>
          <h2>Something is broken</h2>
          <p>
            The help menu shows the service status. Errors in the interface are reported to the operators of
            this Pace installation automatically; for anything else, your organisation&apos;s administrators
            know who runs it.
          </p>
        </li>
      </ul>
    </div>
  );
}
