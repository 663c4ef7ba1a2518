// The metric breakdowns the agent computes from web-vitals' entries: each adds up to its metric, and each
// edge web-vitals' attribution build handles (prerendering, no navigation entry, a resource still
// downloading after LCP, a dialog blocking past the paint) comes out the same way.
import { describe, expect, test } from 'vitest';
import {
  type EventEntry,
  inpParts,
  lcpParts,
  type NavigationEntry,
  shiftedNode,
  ttfbParts,
} from '../src/instrumentations/web-vitals/attribution.ts';

const navigation = (overrides: Partial<NavigationEntry> = {}): NavigationEntry => ({
  workerStart: 0,
  fetchStart: 5,
  domainLookupStart: 12,
  connectStart: 30,
  connectEnd: 70,
  responseStart: 300,
  activationStart: 0,
  ...overrides,
});

const total = (parts: object) =>
  Object.values(parts)
    .filter((value): value is number => typeof value === 'number')
    .reduce((a, b) => a + b, 0);

describe('ttfbParts', () => {
  test('splits TTFB into waiting, cache, DNS, connection and request, adding up to it', () => {
    const parts = ttfbParts(300, navigation());
    expect(parts).toEqual({ waiting: 5, cache: 7, dns: 18, connection: 40, request: 230 });
    expect(total(parts)).toBe(300);
  });

  test('starts waiting at the service worker when one answered', () => {
    expect(ttfbParts(300, navigation({ workerStart: 8 })).waiting).toBe(8);
  });

  test('measures a prerendered page from its activation, never below zero', () => {
    const parts = ttfbParts(0, navigation({ activationStart: 400 }));
    expect(parts).toEqual({ waiting: 0, cache: 0, dns: 0, connection: 0, request: 0 });
  });

  test('is all zero without a navigation entry', () => {
    expect(total(ttfbParts(120, undefined))).toBe(0);
  });
});

describe('lcpParts', () => {
  test('an image: first byte, load delay, load duration and render delay add up to LCP', () => {
    const parts = lcpParts(1_000, navigation(), { requestStart: 420, startTime: 400, responseEnd: 800 });
    expect(parts).toEqual({
      ttfb: 300,
      resourceLoadDelay: 120,
      resourceLoadDuration: 380,
      elementRenderDelay: 200,
    });
    expect(total(parts)).toBe(1_000);
  });

  test('uses the resource start when the request start is hidden (no Timing-Allow-Origin)', () => {
    expect(
      lcpParts(1_000, navigation(), { requestStart: 0, startTime: 400, responseEnd: 800 }),
    ).toMatchObject({
      resourceLoadDelay: 100,
      resourceLoadDuration: 400,
    });
  });

  test('text: no resource, so everything after the first byte is render delay', () => {
    expect(lcpParts(700, navigation(), undefined)).toEqual({
      ttfb: 300,
      resourceLoadDelay: 0,
      resourceLoadDuration: 0,
      elementRenderDelay: 400,
    });
  });

  test('a video still downloading after it painted: the load is capped at LCP', () => {
    const parts = lcpParts(900, navigation(), { requestStart: 350, startTime: 350, responseEnd: 5_000 });
    expect(parts).toMatchObject({ resourceLoadDuration: 550, elementRenderDelay: 0 });
    expect(total(parts)).toBe(900);
  });

  test('without a usable navigation entry it is all render delay', () => {
    for (const entry of [undefined, navigation({ responseStart: 0 })]) {
      expect(lcpParts(640, entry, undefined)).toEqual({
        ttfb: 0,
        resourceLoadDelay: 0,
        resourceLoadDuration: 0,
        elementRenderDelay: 640,
      });
    }
  });
});

describe('inpParts', () => {
  const event = (overrides: Partial<EventEntry>): EventEntry => ({
    name: 'pointerup',
    startTime: 1_000,
    duration: 200,
    processingStart: 1_010,
    processingEnd: 1_020,
    ...overrides,
  });

  test('input delay, processing and presentation delay add up to the interaction', () => {
    const parts = inpParts([event({ processingEnd: 1_150 })]);
    expect(parts).toEqual({
      interactionType: 'pointer',
      inputDelay: 10,
      processingDuration: 140,
      presentationDelay: 50,
    });
    expect(total(parts)).toBe(200);
  });

  test('processing lasts until the last handler painted in the same frame (a click after its pointerup)', () => {
    expect(inpParts([event({})], 1_170)).toMatchObject({ processingDuration: 160, presentationDelay: 30 });
  });

  test('a dialog blocking past the paint: processing stops at the paint', () => {
    expect(inpParts([event({ processingEnd: 4_000 })])).toMatchObject({
      processingDuration: 190,
      presentationDelay: 0,
    });
  });

  test('durations rounded to 8 ms never put the paint before processing started', () => {
    const parts = inpParts([event({ duration: 8, processingStart: 1_012, processingEnd: 1_013 })]);
    expect(parts).toMatchObject({ inputDelay: 12, processingDuration: 0, presentationDelay: 0 });
  });

  test('a key press is a keyboard interaction', () => {
    expect(inpParts([event({ name: 'keydown' })]).interactionType).toBe('keyboard');
  });
});

describe('shiftedNode', () => {
  const text = { nodeType: 3 } as Node;
  const element = { nodeType: 1 } as Node;

  test('prefers an element among the sources, else the first source', () => {
    expect(shiftedNode({ sources: [{ node: text }, { node: element }] })).toBe(element);
    expect(shiftedNode({ sources: [{ node: text }] })).toBe(text);
    expect(shiftedNode({ sources: [] })).toBeUndefined();
    expect(shiftedNode({})).toBeUndefined();
  });
});
