// A minimal render helper for happy-dom tests: React 19's act() around createRoot, no extra library.
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function render(node: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return {
    container,
    rerender: (next: ReactNode) => act(async () => root.render(next)),
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}
