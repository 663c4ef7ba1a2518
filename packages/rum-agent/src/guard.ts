// The agent runs inside other people's pages: nothing it does may throw into them. Every function the
// browser calls back (listeners, observers, timers) goes through guard().

// biome-ignore lint/suspicious/noExplicitAny: a guard must accept any callback signature
type AnyFunction = (...args: any[]) => unknown;

export function guard<F extends AnyFunction>(fn: F): (...args: Parameters<F>) => ReturnType<F> | undefined {
  return function (this: unknown, ...args: Parameters<F>) {
    try {
      return fn.apply(this, args) as ReturnType<F>;
    } catch {
      // Swallowed on purpose: a measurement lost is better than an error in the host page.
      return undefined;
    }
  };
}
