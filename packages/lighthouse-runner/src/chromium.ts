/**
 * The flags every audit's Chromium gets: no GPU, no background calls, and WebRTC kept to proxied traffic
 * (a page's peer connections would otherwise send UDP around the guard proxy, to any address). The
 * sandbox stays on: see src/sandbox.ts.
 */
export const CHROMIUM_FLAGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** For kernels where Chromium's sandbox cannot start (no unprivileged user namespaces), and for root. */
export const NO_SANDBOX_FLAG = '--no-sandbox';
