import { Link } from '@tanstack/react-router';
import { Breadcrumbs } from './Breadcrumbs';
import styles from './TopBar.module.css';

/** The top bar: product name and the breadcrumb slot. Search, help, changelog and user menus come later. */
export function TopBar() {
  return (
    <header className={styles.bar} data-testid="top-bar">
      <Link to="/" className={styles.product}>
        <span className={styles.mark} aria-hidden="true" />
        Pace
      </Link>
      <div className={styles.crumbs}>
        <Breadcrumbs />
      </div>
    </header>
  );
}
