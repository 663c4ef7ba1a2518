import { Outlet } from '@tanstack/react-router';
import styles from './AppLayout.module.css';
import { Flash } from './Flash';
import { TopBar } from './TopBar';

/** The frame of every page: top bar, then one scrolling content column. */
export function AppLayout() {
  return (
    <>
      <TopBar />
      <main className={styles.content} id="content">
        <Flash />
        <Outlet />
      </main>
    </>
  );
}
