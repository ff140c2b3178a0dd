import { describe, expect, it } from 'vitest';
import { startOfDay } from './dates.js';

describe('the start of the day in a time zone', () => {
  it('is local midnight, whatever the hour of the day', () => {
    expect(startOfDay(new Date('2026-11-26T15:00:00Z'), 'UTC').toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(startOfDay(new Date('2026-11-26T15:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2026-11-26T08:00:00.000Z');
    // 03:00 UTC is still the evening before in California.
    expect(startOfDay(new Date('2026-11-26T03:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(startOfDay(new Date('2026-11-26T20:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-11-26T18:30:00.000Z');
  });

  it('follows the clock change: midnight before daylight saving starts and before it ends', () => {
    // New York springs forward at 02:00 on 8 March 2026 (midnight still EST) and falls back on 1 November (midnight still EDT).
    expect(startOfDay(new Date('2026-03-08T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay(new Date('2026-03-09T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay(new Date('2026-11-01T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDay(new Date('2026-11-02T18:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});
