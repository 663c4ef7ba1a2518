// Requests an account page makes by itself when it opens (verify the link, sign out) run once per page
// load, even when React mounts the page twice (StrictMode in development): a mailed token spends itself.
const started = new Map<string, Promise<unknown>>();

export function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let promise = started.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = run();
    started.set(key, promise);
  }
  return promise;
}
