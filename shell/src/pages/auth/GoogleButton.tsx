import { useEffect, useState } from 'react';
import { authOptions } from './api';
import styles from './auth.module.css';

/** "Continue with Google", when the platform has Google sign-in configured. A full page navigation. */
export function GoogleButton({ redirectTo }: { redirectTo: string | null }) {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let live = true;
    authOptions()
      .then((options) => live && setEnabled(options.googleEnabled))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  if (!enabled) return null;
  const href = `/auth/google/start${redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : ''}`;
  return (
    <>
      <div className={styles.divider}>or</div>
      <a className={styles.google} href={href}>
        Continue with Google
      </a>
    </>
  );
}
