// The site form's values as the form holds them (text for every field), from the site and to the bff's
// input.
import type { SiteInput } from '../graphql/sites';
import type { IpOption, SiteFields, SnapshotSchedule } from '../graphql/types';

export const MAX_SNAPSHOT_INTERVAL_HOURS = 168;

export interface SiteValues {
  name: string;
  canonicalUrl: string;
  teamId: string;
  snapshotSchedule: SnapshotSchedule;
  snapshotIntervalHours: string;
  testLocation: string;
  ipOption: IpOption;
  useFormAuth: boolean;
  formAuth: {
    url: string;
    formSelector: string;
    username: string;
    usernameSelector: string;
    password: string;
    passwordSelector: string;
    submitSelector: string;
  };
}

const FORM_AUTH_FIELDS = [
  'url',
  'formSelector',
  'username',
  'usernameSelector',
  'password',
  'passwordSelector',
  'submitSelector',
] as const;
export type FormAuthField = (typeof FORM_AUTH_FIELDS)[number];
/** The fields the form shows the bff's errors beside (the rest go to its alert). */
export const FIELDS = [
  'name',
  'canonicalUrl',
  'teamId',
  'snapshotSchedule',
  'snapshotIntervalHours',
  'testLocation',
  'ipOption',
  ...FORM_AUTH_FIELDS.map((field) => `formAuth.${field}`),
];

export function toValues(site: SiteFields | null, teamId: string): SiteValues {
  const auth = site?.formAuth;
  return {
    name: site?.name ?? '',
    canonicalUrl: site?.canonicalUrl ?? '',
    teamId,
    snapshotSchedule: site?.snapshotSchedule ?? 'daily',
    snapshotIntervalHours: site?.snapshotIntervalHours ? String(site.snapshotIntervalHours) : '6',
    testLocation: site?.testLocation ?? '',
    ipOption: site?.ipOption ?? 'dynamic',
    useFormAuth: Boolean(auth?.url),
    formAuth: {
      url: auth?.url ?? '',
      formSelector: auth?.formSelector ?? '',
      username: auth?.username ?? '',
      usernameSelector: auth?.usernameSelector ?? '',
      password: '',
      passwordSelector: auth?.passwordSelector ?? '',
      submitSelector: auth?.submitSelector ?? '',
    },
  };
}

const orNull = (value: string) => value.trim() || null;

export function toInput(values: SiteValues, site: SiteFields | null, moveTo: string | null): SiteInput {
  const auth = values.formAuth;
  return {
    name: values.name.trim(),
    canonicalUrl: values.canonicalUrl.trim(),
    ...(moveTo ? { teamId: moveTo } : {}),
    snapshotSchedule: values.snapshotSchedule,
    snapshotIntervalHours:
      values.snapshotSchedule === 'every_n_hours' ? Number.parseInt(values.snapshotIntervalHours, 10) : null,
    testLocation: orNull(values.testLocation),
    ipOption: values.ipOption,
    formAuth: values.useFormAuth
      ? {
          url: orNull(auth.url),
          formSelector: orNull(auth.formSelector),
          username: orNull(auth.username),
          usernameSelector: orNull(auth.usernameSelector),
          // Empty keeps the stored password (it is never read back); a new site has none to keep.
          password: auth.password ? auth.password : site?.formAuth?.hasPassword ? null : '',
          passwordSelector: orNull(auth.passwordSelector),
          submitSelector: orNull(auth.submitSelector),
        }
      : {
          url: null,
          formSelector: null,
          username: null,
          usernameSelector: null,
          password: '',
          passwordSelector: null,
          submitSelector: null,
        },
  };
}
