import { describe, expect, it } from 'vitest';
import { isChangelogFeed, isStatusAnswer } from '../src/index.ts';

describe('the changelog answer', () => {
  it('is a feed with its entries, the viewed date and the unread flag', () => {
    const entry = {
      uuid: 'u1',
      title: 'Budgets',
      url: '/changelog#budgets',
      created_at: '2026-01-02T00:00:00.000Z',
    };
    expect(isChangelogFeed({ entries: [entry], viewed_at: null, unread: true })).toBe(true);
    expect(isChangelogFeed({ entries: [], viewed_at: '2026-01-03T00:00:00.000Z', unread: false })).toBe(true);
  });

  it('is not an error page, a feed without entries or an entry without a title', () => {
    expect(isChangelogFeed(null)).toBe(false);
    expect(isChangelogFeed('<html>')).toBe(false);
    expect(isChangelogFeed({ error: { code: 'INTERNAL', message: 'x' } })).toBe(false);
    expect(isChangelogFeed({ viewed_at: null, unread: false })).toBe(false);
    expect(
      isChangelogFeed({
        entries: [{ uuid: 'u1', url: '/', created_at: '' }],
        viewed_at: null,
        unread: false,
      }),
    ).toBe(false);
  });
});

describe('the status answer', () => {
  it('is the status line, or null without a status page', () => {
    expect(isStatusAnswer({ status: { indicator: 'none', description: 'All Systems Operational' } })).toBe(
      true,
    );
    expect(isStatusAnswer({ status: null })).toBe(true);
  });

  it('is not an error answer or a status without its description', () => {
    expect(isStatusAnswer({ error: { code: 'STATUS_UNAVAILABLE', message: 'x' } })).toBe(false);
    expect(isStatusAnswer({ status: { indicator: 'none' } })).toBe(false);
    expect(isStatusAnswer([])).toBe(false);
  });
});
