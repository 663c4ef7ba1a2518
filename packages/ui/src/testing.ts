// For the component tests of this package and the remotes (in a DOM test environment): a React root
// mounted in the page afresh for each test, and typing into an input the way a browser does.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Call in a describe block: each of its tests gets a new element in the page and a React root in it. */
export function pageRoot(): { readonly host: HTMLDivElement; readonly root: Root } {
  const page = {} as { host: HTMLDivElement; root: Root };
  beforeEach(() => {
    page.host = document.createElement('div');
    document.body.append(page.host);
    page.root = createRoot(page.host);
  });
  afterEach(() => {
    act(() => page.root.unmount());
    page.host.remove();
  });
  return page;
}

/** Sets the value through the native setter and fires input and change, so React and react-hook-form see it. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
