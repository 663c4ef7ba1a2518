// Runs a remote's parcel lifecycles (the contract: bootstrap, mount, update, unmount, as single-spa-react
// builds them) in the order single-spa's parcels do: bootstrap then mount, updates only while mounted,
// one at a time, the unmount after whatever is under way. The shell used single-spa's mountRootParcel for
// exactly this; the library weighed 5.4 KB gzip on every first screen for that one function.
import type { RemoteLifecycles, RemoteProps } from '@pace/mfe-kit';

/** What a lifecycle receives: the contract's props, the parcel's DOM element and its unique name. */
export type ParcelProps = RemoteProps & { domElement: HTMLElement; name: string };

export type ParcelStatus = 'mounting' | 'mounted' | 'unmounted' | 'broken';

export interface Parcel {
  /** Settles when the first mount has; rejects with the lifecycle's error. */
  readonly mounted: Promise<void>;
  status(): ParcelStatus;
  /** New props for the mounted parcel, after the mount and any earlier update; none once unmounted. */
  update(props: ParcelProps): Promise<void>;
  unmount(): Promise<void>;
}

type Lifecycle = (props: ParcelProps) => Promise<unknown>;

export function mountParcel(remoteLifecycles: RemoteLifecycles, initial: ParcelProps): Parcel {
  // single-spa would also pass `singleSpa` and `mountParcel` (for parcels inside a parcel): the contract's
  // props are RemoteProps, and no remote mounts parcels of its own.
  const lifecycles = remoteLifecycles as unknown as Record<keyof RemoteLifecycles, Lifecycle>;
  let status: ParcelStatus = 'mounting';
  let latest = initial;
  // A lifecycle that throws leaves the parcel broken, as single-spa does: nothing more runs on it.
  const guard = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      status = 'broken';
      throw error;
    }
  };
  const mounted = guard(async () => {
    await lifecycles.bootstrap(initial);
    await lifecycles.mount(initial);
    status = 'mounted';
  });
  let queue: Promise<unknown> = mounted.catch(() => undefined);
  const enqueue = (step: () => Promise<void>) => {
    const run = queue.then(step);
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    mounted,
    status: () => status,
    update(props) {
      return enqueue(async () => {
        if (status !== 'mounted') return;
        latest = props;
        await guard(() => lifecycles.update(props));
      });
    },
    unmount() {
      return enqueue(async () => {
        if (status !== 'mounted') return;
        await guard(() => lifecycles.unmount(latest));
        status = 'unmounted';
      });
    },
  };
}
