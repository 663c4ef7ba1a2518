import type { RemoteName, RouteInfo } from '@pace/mfe-kit';
import { NewVersionMessage, Skeleton } from '@pace/ui';
import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFlash } from '../chrome/flash';
import { FULL_RELOAD_PATHS } from '../routes/full-reload';
import { useSession } from '../session/session';
import { useResolvedTheme } from '../theme/theme';
import { remoteEntries } from './manifest';
import { prefetchFirstScreen } from './prefetch';
import styles from './RemoteSlot.module.css';
import type { MountedRemote, ShellRemoteProps } from './runtime';

/** The loader chunk; a function (not a module-level lazy) so that each attempt imports it again. */
const loadRuntime = () => import(/* webpackChunkName: "remote-runtime", webpackPrefetch: true */ './runtime');

type SlotState =
  | { status: 'loading'; attempt: number }
  | { status: 'mounted'; attempt: number }
  | { status: 'failed'; attempt: number; path: string };

export interface RemoteSlotProps {
  remote: RemoteName;
  route: RouteInfo;
  readOnly: boolean;
}

/**
 * Where a remote's parcel lives. Loads the remote (manifest, federation, `./mount`), mounts it with the
 * contract's props, updates it when the route changes within the remote and unmounts it on the way out.
 * Whatever fails (manifest, entry, chunk, a throw while rendering) shows the reload message inside this
 * slot only; the chrome and other remotes keep working. Moving to another path tries again.
 */
export function RemoteSlot({ remote, route, readOnly }: RemoteSlotProps) {
  const router = useRouter();
  const session = useSession();
  const theme = useResolvedTheme();
  const flash = useFlash();
  const hostRef = useRef<HTMLDivElement>(null);
  const mountedRef = useRef<MountedRemote | null>(null);
  const [state, setState] = useState<SlotState>({ status: 'loading', attempt: 0 });
  // The path whose screen the parcel shows: on a route change the previous screen stays until the next
  // one's chunk is here (defineRemote), so the slot says which one is up (data-path) for whoever waits.
  const [shownPath, setShownPath] = useState<string | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      console.error(`Remote ${remote} failed`, error);
      setState((current) => ({ status: 'failed', attempt: current.attempt, path: route.path }));
    },
    [remote, route.path],
  );

  const navigate = useCallback<ShellRemoteProps['navigate']>(
    (to, options) => {
      if (options?.replace) router.history.replace(to);
      else router.history.push(to);
    },
    [router],
  );

  const props = useMemo<ShellRemoteProps>(
    () => ({
      route,
      user: session.user,
      permissions: session.permissions,
      features: session.features,
      navigate,
      flash,
      theme,
      readOnly,
      onRenderError: fail,
    }),
    [route, session, navigate, flash, theme, readOnly, fail],
  );
  const latestProps = useRef(props);
  latestProps.current = props;
  const failRef = useRef(fail);
  failRef.current = fail;

  // Mount once per remote and attempt; unmount when the remote leaves the page.
  const { attempt } = state;
  const failed = state.status === 'failed';
  useEffect(() => {
    const domElement = hostRef.current;
    if (failed || !domElement) return;
    let disposed = false;
    let mounted: MountedRemote | null = null;
    // The manifest request starts alongside the loader chunk rather than after it, and the screen's
    // first query as soon as the manifest is here (not inside the share report: its screens read
    // through other queries).
    remoteEntries().catch(() => undefined);
    if (!latestProps.current.readOnly) prefetchFirstScreen(remote, latestProps.current.route);
    loadRuntime()
      .then(async (runtime) => {
        const lifecycles = await runtime.loadRemote(remote);
        if (disposed) return;
        const initial = latestProps.current;
        mounted = runtime.mountRemote(remote, lifecycles, domElement, initial);
        mountedRef.current = mounted;
        await mounted.mounted;
        if (disposed) return;
        setState({ status: 'mounted', attempt });
        setShownPath(initial.route.path);
        const latest = latestProps.current;
        if (latest !== initial) {
          await mounted.update(latest);
          if (!disposed && latestProps.current === latest) setShownPath(latest.route.path);
        }
      })
      .catch((error: unknown) => {
        if (!disposed) failRef.current(error);
      });
    return () => {
      disposed = true;
      mountedRef.current = null;
      mounted
        ?.unmount()
        .catch((error: unknown) => console.error(`Remote ${remote} failed to unmount`, error));
    };
  }, [remote, attempt, failed]);

  // Same remote, new route (or theme, session): update the mounted parcel.
  useEffect(() => {
    mountedRef.current
      ?.update(props)
      .then(() => {
        if (latestProps.current === props) setShownPath(props.route.path);
      })
      .catch(fail);
  }, [props, fail]);

  // After a failure, moving to another path gives the remote another chance.
  useEffect(() => {
    if (state.status === 'failed' && state.path !== route.path) {
      setState({ status: 'loading', attempt: state.attempt + 1 });
    }
  }, [state, route.path]);

  // Links rendered by a remote stay in the single-page app, except those the server must answer.
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      if (event.altKey) return;
      const anchor = (event.target as Element).closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, document.baseURI);
      if (url.origin !== window.location.origin || FULL_RELOAD_PATHS.has(url.pathname)) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegation for links inside the remote; the links themselves are focusable and keyboard-activated
    <section
      className={styles.slot}
      data-testid="remote-slot"
      data-remote={remote}
      data-state={state.status}
      data-path={state.status === 'mounted' ? (shownPath ?? undefined) : undefined}
      aria-busy={state.status === 'loading'}
      onClick={onClick}
    >
      {state.status === 'failed' ? (
        <NewVersionMessage />
      ) : (
        <>
          {state.status === 'loading' ? (
            <div className={styles.loading}>
              <Skeleton width="16rem" height="1.875rem" label={`Loading ${route.title}`} />
            </div>
          ) : null}
          <div
            ref={hostRef}
            className={state.status === 'loading' ? styles.hidden : undefined}
            key={attempt}
          />
        </>
      )}
    </section>
  );
}
