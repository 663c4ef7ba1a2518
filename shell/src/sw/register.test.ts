import { describe, expect, test, vi } from 'vitest';
import { registerServiceWorker } from './register';

describe('service worker registration (spec section 7: secure origins only)', () => {
  const container = () => ({ register: vi.fn().mockResolvedValue({}) });

  test('registers /sw.js for the whole site from a production build on a secure origin', () => {
    const sw = container();
    expect(registerServiceWorker({ production: true, secure: true, container: sw })).toBe(true);
    expect(sw.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  test('not on an insecure origin, not from a development build, not without support', () => {
    const sw = container();
    expect(registerServiceWorker({ production: true, secure: false, container: sw })).toBe(false);
    expect(registerServiceWorker({ production: false, secure: true, container: sw })).toBe(false);
    expect(registerServiceWorker({ production: true, secure: true, container: undefined })).toBe(false);
    expect(sw.register).not.toHaveBeenCalled();
  });

  test('a failed registration only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sw = { register: vi.fn().mockRejectedValue(new Error('SecurityError')) };
    registerServiceWorker({ production: true, secure: true, container: sw });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
