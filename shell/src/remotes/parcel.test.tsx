import { defineRemote, lazyScreen, NO_PERMISSIONS, type RemoteScreens, useRemote } from '@pace/mfe-kit';
import { createClient } from '@urql/core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mountParcel, type ParcelProps } from './parcel';

// A real remote's lifecycles (defineRemote, single-spa-react), run by the shell's parcel runner.
const Title = () => <h1 data-testid="title">{useRemote().route.title}</h1>;
const client = createClient({ url: '/graphql', exchanges: [] });
let domElement: HTMLElement;
let count = 0;

function props(title: string, screen = 'rum/dashboard'): ParcelProps {
  return {
    route: { pattern: '/x', path: `/x/${title}`, screen, title, params: {}, search: {} },
    client,
    user: null,
    permissions: NO_PERMISSIONS,
    features: { rum: true, billing: true },
    navigate: () => {},
    flash: () => {},
    theme: 'light',
    readOnly: false,
    domElement,
    name: `test#${count}`,
  };
}

const remote = (screens: Record<string, unknown>) =>
  defineRemote({ remote: 'mfe-rum', screens: screens as RemoteScreens<'mfe-rum'> });

beforeEach(() => {
  count += 1;
  domElement = document.createElement('div');
  document.body.append(domElement);
});
afterEach(() => domElement.remove());

const title = () => domElement.querySelector('[data-testid="title"]')?.textContent;

describe('the parcel runner', () => {
  test('bootstraps and mounts, updates while mounted, and unmounts', async () => {
    const parcel = mountParcel(remote({ 'rum/dashboard': Title }), props('First'));
    expect(parcel.status()).toBe('mounting');
    await parcel.mounted;
    expect(parcel.status()).toBe('mounted');
    expect(title()).toBe('First');
    await parcel.update(props('Second'));
    expect(title()).toBe('Second');
    await parcel.unmount();
    expect(parcel.status()).toBe('unmounted');
    expect(domElement.innerHTML).toBe('');
    // Nothing runs on an unmounted parcel.
    await parcel.update(props('Third'));
    expect(domElement.innerHTML).toBe('');
  });

  test('updates asked for while it mounts run after the mount, in order, and the unmount after them', async () => {
    const parcel = mountParcel(remote({ 'rum/dashboard': Title }), props('First'));
    const seen: string[] = [];
    const second = parcel.update(props('Second')).then(() => seen.push(title() ?? ''));
    const third = parcel.update(props('Third')).then(() => seen.push(title() ?? ''));
    const gone = parcel.unmount().then(() => seen.push(domElement.innerHTML));
    await Promise.all([second, third, gone]);
    expect(seen).toEqual(['Second', 'Third', '']);
  });

  test('a mount that fails leaves the parcel broken: the error reaches the slot, nothing more runs', async () => {
    const failing = lazyScreen(async (): Promise<{ Title: typeof Title }> => {
      throw new Error('Loading chunk 7 failed');
    }, 'Title');
    const parcel = mountParcel(remote({ 'rum/dashboard': failing }), props('First'));
    await expect(parcel.mounted).rejects.toThrow('Loading chunk 7 failed');
    expect(parcel.status()).toBe('broken');
    await parcel.update(props('Second'));
    await parcel.unmount();
    expect(domElement.innerHTML).toBe('');
  });
});
