// What one audit needs, as plain data: it crosses into the audit process as an IPC message.
import type { ConnectionPreset, DevicePreset, ProfileCookie, ProfileHeader } from '@pace/platform/db';
import type { GuardEvent } from './guard-proxy.ts';
import type { LighthouseReport } from './measurements.ts';

export interface FormAuthentication {
  url: string;
  formSelector: string | null;
  username: string;
  usernameSelector: string;
  password: string;
  passwordSelector: string;
  submitSelector: string;
}

export interface AuditProfile {
  device: DevicePreset;
  connection: ConnectionPreset;
  blockJavascript: boolean;
  adBlocker: boolean;
  headers: ProfileHeader[];
  cookies: ProfileCookie[];
  blockedHosts: string[];
  blockedThirdParties: string[];
}

export interface AuditRequest {
  url: string;
  profile: AuditProfile;
  /** The site's form authentication, signed in before the audit; null when the site has none. */
  formAuth: FormAuthentication | null;
  chromePath: string;
  /** CIDR ranges audits may reach although they are not public (see NetworkPolicy). */
  allowedNetworks: string[];
  /**
   * Single `address:port` pairs audits may reach although not public (NetworkPolicy): the demo website
   * for the demo organisation's audits. Absent or empty for every other site.
   */
  allowedEndpoints?: string[];
  /** `pattern=address` rules the guard proxy resolves with (tests, split-horizon DNS). */
  hostRules: string;
  /** The site's IP option: the audited hosts are reached over IPv4 (4) or IPv6 (6) only; null, either. */
  ipFamily?: 4 | 6 | null;
}

export interface AuditSuccess {
  ok: true;
  report: LighthouseReport;
  browserVersion: string;
  lighthouseVersion: string;
  /** From launching Chromium to the report, on the agent. */
  durationMs: number;
  guardEvents: GuardEvent[];
  /** False when Chromium ran without its sandbox (the kernel allows no user namespaces). */
  sandboxed: boolean;
}

export interface AuditFailure {
  ok: false;
  /** One code of the spec's test artifact errors. */
  code: string;
  message: string;
  /** True when the page is at fault (retrying will not help); false when the agent is. */
  pageFault: boolean;
  browserVersion: string | null;
  lighthouseVersion: string | null;
  durationMs: number;
  guardEvents: GuardEvent[];
  /** Absent when the outcome came from the runner (the audit process ended before answering). */
  sandboxed?: boolean;
}

export type AuditOutcome = AuditSuccess | AuditFailure;
