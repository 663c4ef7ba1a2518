// Reads a hook's current value by rendering it once (happy-dom, React's act()).
import { render } from './render';

export async function renderHookValue<T>(hook: () => T): Promise<T> {
  let value: T | undefined;
  function Probe() {
    value = hook();
    return null;
  }
  const view = await render(<Probe />);
  view.unmount();
  return value as T;
}
