// The test profile form's values, loaded from the profile being edited, and what the bff takes of them.
import { useEffect, useState } from 'react';
import type { ConnectionPreset, DevicePreset, Profile } from '../graphql/synthetic';
import { connectionKey } from './common';

export type Cookie = Profile['cookies'][number] & { key?: number };
export type Header = Profile['headers'][number] & { key?: number };

let rowKey = 0;
export const withKey = <T extends object>(row: T): T & { key: number } => ({ ...row, key: ++rowKey });

/** The enum value GraphQL uses for a stored connection key. */
const connectionEnum = (key: string) => (/^\d/.test(key) ? `_${key}` : key) as ConnectionPreset;

/** Every field of the form, with its setter; the profile's own once it has loaded (when editing). */
export function useProfileFormState(profile: Profile | null | undefined) {
  const [name, setName] = useState('');
  const [device, setDevice] = useState<DevicePreset>('mobile');
  const [connection, setConnection] = useState('4g');
  const [blockJavascript, setBlockJavascript] = useState(false);
  const [adBlocker, setAdBlocker] = useState(false);
  const [headers, setHeaders] = useState<Header[]>([]);
  const [cookies, setCookies] = useState<Cookie[]>([]);
  const [blockedHosts, setBlockedHosts] = useState('');
  const [blockedThirdParties, setBlockedThirdParties] = useState<string[]>([]);
  useEffect(() => {
    if (!profile) return;
    setName(profile.name);
    setDevice(profile.device);
    setConnection(connectionKey(profile.connection));
    setBlockJavascript(profile.blockJavascript);
    setAdBlocker(profile.adBlocker);
    setHeaders(profile.headers.map(({ name, value }) => withKey({ name, value })));
    setCookies(
      profile.cookies.map(({ name, value, path, domain, secure, httpOnly }) => ({
        name,
        value,
        path,
        domain,
        secure,
        httpOnly,
      })),
    );
    setBlockedHosts(profile.blockedHosts.join('\n'));
    setBlockedThirdParties(profile.blockedThirdParties);
  }, [profile]);
  return {
    name,
    setName,
    device,
    setDevice,
    connection,
    setConnection,
    blockJavascript,
    setBlockJavascript,
    adBlocker,
    setAdBlocker,
    headers,
    setHeaders,
    cookies,
    setCookies,
    blockedHosts,
    setBlockedHosts,
    blockedThirdParties,
    setBlockedThirdParties,
  };
}

export type ProfileFormState = ReturnType<typeof useProfileFormState>;

/** The profile as the bff takes it: headers and cookies with a name, blocked hosts one by one. */
export function profileInput(state: ProfileFormState) {
  const {
    name,
    device,
    connection,
    blockJavascript,
    adBlocker,
    headers,
    cookies,
    blockedHosts,
    blockedThirdParties,
  } = state;
  return {
    name,
    device,
    connection: connectionEnum(connection),
    blockJavascript,
    adBlocker,
    headers: headers.filter((header) => header.name).map(({ name, value }) => ({ name, value })),
    cookies: cookies.filter((cookie) => cookie.name).map(({ key: _key, ...cookie }) => cookie),
    blockedHosts: blockedHosts.split(/[\s,]+/).filter(Boolean),
    blockedThirdParties,
  };
}
