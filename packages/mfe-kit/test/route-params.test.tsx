// useRouteParams: the route's parameters named by its key's pattern, typed from the manifest.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { type RemoteProps, type RouteKey, type RouteParams, useRouteParams } from '../src';
import { RemoteContext } from '../src/remote-context';

function paramsOn<K extends RouteKey>(key: K, params: Record<string, string>): RouteParams<K> {
  let read: RouteParams<K> | undefined;
  function Screen() {
    read = useRouteParams(key);
    return null;
  }
  const props = { route: { params, search: {} } } as unknown as RemoteProps;
  renderToString(createElement(RemoteContext.Provider, { value: props }, createElement(Screen)));
  if (!read) throw new Error('the screen did not render');
  return read;
}

describe('useRouteParams', () => {
  test("gives the key's parameters, and only those", () => {
    const params = paramsOn('settings/pages/$uuid/edit', { teamId: 't', siteId: 's', uuid: 'u', other: 'x' });
    expect(params).toEqual({ teamId: 't', siteId: 's', uuid: 'u' });
    const typed: string = params.uuid;
    expect(typed).toBe('u');
    // @ts-expect-error: the route has no such parameter
    expect(params.orgId).toBeUndefined();
  });

  test("a parameter the URL does not carry is ''", () => {
    expect(paramsOn('setup/$orgId', {})).toEqual({ orgId: '' });
    expect(paramsOn('you/settings/profile', {})).toEqual({});
  });
});
