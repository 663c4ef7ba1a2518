// The test profile form's values (react-hook-form), from the profile being edited, and what the bff takes
// of them.
import type { ConnectionPreset, DevicePreset, Profile } from '../graphql/synthetic';
import { connectionKey } from './common';

/** A cookie as the form edits it: its path and domain as text, empty for none. */
export interface CookieValues {
  name: string;
  value: string;
  path: string;
  domain: string;
  secure: boolean;
  httpOnly: boolean;
}

export interface ProfileValues {
  name: string;
  device: DevicePreset;
  /** The stored connection key (`4g`, `cable`), not GraphQL's enum value. */
  connection: string;
  blockJavascript: boolean;
  adBlocker: boolean;
  headers: { name: string; value: string }[];
  cookies: CookieValues[];
  /** One host a line, as typed. */
  blockedHosts: string;
  blockedThirdParties: string[];
}

export const NEW_PROFILE: ProfileValues = {
  name: '',
  device: 'mobile',
  connection: '4g',
  blockJavascript: false,
  adBlocker: false,
  headers: [],
  cookies: [],
  blockedHosts: '',
  blockedThirdParties: [],
};

export const NEW_COOKIE: CookieValues = {
  name: '',
  value: '',
  path: '',
  domain: '',
  secure: false,
  httpOnly: false,
};

/** The enum value GraphQL uses for a stored connection key. */
const connectionEnum = (key: string) => (/^\d/.test(key) ? `_${key}` : key) as ConnectionPreset;

/** The form's values for a saved profile. */
export function profileValues(profile: Profile): ProfileValues {
  return {
    name: profile.name,
    device: profile.device,
    connection: connectionKey(profile.connection),
    blockJavascript: profile.blockJavascript,
    adBlocker: profile.adBlocker,
    headers: profile.headers.map(({ name, value }) => ({ name, value })),
    cookies: profile.cookies.map(({ name, value, path, domain, secure, httpOnly }) => ({
      name,
      value,
      path: path ?? '',
      domain: domain ?? '',
      secure,
      httpOnly,
    })),
    blockedHosts: profile.blockedHosts.join('\n'),
    blockedThirdParties: profile.blockedThirdParties,
  };
}

/** The profile as the bff takes it: headers and cookies with a name, blocked hosts one by one. */
export function profileInput(values: ProfileValues) {
  const { headers, cookies, blockedHosts, connection, ...rest } = values;
  return {
    ...rest,
    connection: connectionEnum(connection),
    headers: headers.filter((header) => header.name).map(({ name, value }) => ({ name, value })),
    cookies: cookies
      .filter((cookie) => cookie.name)
      .map(({ path, domain, ...cookie }) => ({ ...cookie, path: path || null, domain: domain || null })),
    blockedHosts: blockedHosts.split(/[\s,]+/).filter(Boolean),
  };
}
