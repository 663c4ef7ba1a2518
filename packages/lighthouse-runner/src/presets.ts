// What a test profile's device and connection mean to Lighthouse. Throttling is Lighthouse's own
// simulated throttling ('simulate'): the page loads at full speed and Lighthouse computes the metrics the
// chosen network and CPU would give, which keeps repeated runs within about a point of each other on a
// shared machine (real throttling would also make every audit wait out the slow network). `none`
// measures the agent's own network and CPU, unthrottled ('provided').
import type { ConnectionPreset, DevicePreset } from '@pace/platform/db';

export interface ScreenEmulation {
  mobile: boolean;
  width: number;
  height: number;
  deviceScaleFactor: number;
  disabled: false;
}

export interface DeviceSettings {
  label: string;
  formFactor: 'mobile' | 'desktop';
  screenEmulation: ScreenEmulation;
  userAgent: string;
  /** How much slower than the agent's CPU the device is assumed to be. */
  cpuSlowdownMultiplier: number;
}

const CHROME = 'Chrome/136.0.0.0';

export const DEVICES: Readonly<Record<DevicePreset, DeviceSettings>> = {
  mobile: {
    label: 'Mobile (Moto G Power)',
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    userAgent: `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ${CHROME} Mobile Safari/537.36`,
    cpuSlowdownMultiplier: 4,
  },
  tablet: {
    label: 'Tablet (iPad)',
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 810, height: 1080, deviceScaleFactor: 2, disabled: false },
    userAgent: `Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) ${CHROME} Safari/537.36`,
    cpuSlowdownMultiplier: 2,
  },
  desktop: {
    label: 'Desktop',
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    userAgent: `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) ${CHROME} Safari/537.36`,
    cpuSlowdownMultiplier: 1,
  },
};

export interface ConnectionSettings {
  label: string;
  /** Round-trip time and throughput of the simulated network; null: unthrottled. */
  rttMs: number | null;
  throughputKbps: number | null;
}

// Values of WebPageTest's connection profiles (4G, cable, DSL, 3G slow) and Lighthouse's (3G fast is
// Lighthouse's default "slow 4G", 3G its "regular 3G").
export const CONNECTIONS: Readonly<Record<ConnectionPreset, ConnectionSettings>> = {
  none: { label: 'Unthrottled', rttMs: null, throughputKbps: null },
  cable: { label: 'Cable (5 Mbps, 28 ms)', rttMs: 28, throughputKbps: 5_000 },
  dsl: { label: 'DSL (1.5 Mbps, 50 ms)', rttMs: 50, throughputKbps: 1_500 },
  '4g': { label: '4G (9 Mbps, 170 ms)', rttMs: 170, throughputKbps: 9_000 },
  '3g_fast': { label: 'Fast 3G (1.6 Mbps, 150 ms)', rttMs: 150, throughputKbps: 1_638.4 },
  '3g': { label: '3G (700 Kbps, 300 ms)', rttMs: 300, throughputKbps: 700 },
  '3g_slow': { label: 'Slow 3G (400 Kbps, 400 ms)', rttMs: 400, throughputKbps: 400 },
};

/** The Lighthouse settings (flags) of a device and connection. */
export function throttlingFlags(device: DevicePreset, connection: ConnectionPreset) {
  const d = DEVICES[device];
  const c = CONNECTIONS[connection];
  const emulation = {
    formFactor: d.formFactor,
    screenEmulation: d.screenEmulation,
    emulatedUserAgent: d.userAgent,
  };
  if (c.rttMs === null || c.throughputKbps === null) {
    return { ...emulation, throttlingMethod: 'provided' as const };
  }
  return {
    ...emulation,
    throttlingMethod: 'simulate' as const,
    throttling: {
      rttMs: c.rttMs,
      throughputKbps: c.throughputKbps,
      cpuSlowdownMultiplier: d.cpuSlowdownMultiplier,
      // Only used by real ('devtools') throttling; stated so the report shows one consistent profile.
      requestLatencyMs: c.rttMs * 3.75,
      downloadThroughputKbps: c.throughputKbps * 0.9,
      uploadThroughputKbps: c.throughputKbps * 0.9,
    },
  };
}
