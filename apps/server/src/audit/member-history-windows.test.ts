import { describe, expect, it } from 'vitest';
import { memberHistoryWindows } from './member-history-windows.js';

const iso = (date: Date | undefined) => date?.toISOString();

describe('the windows of a member history', () => {
  it.each([
    ['2026-03-02T15:00:00.000Z', '2025-04-01T00:00:00.000Z'],
    ['2026-04-01T00:00:00.000Z', '2025-07-01T00:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', '2026-01-01T00:00:00.000Z'],
  ])('at %s: this quarter and the three before, open towards the future, then every older one', (now, boundary) => {
    expect(memberHistoryWindows(new Date(now)).map((window) => [iso(window.from), iso(window.to)])).toEqual([
      [boundary, undefined],
      [undefined, boundary],
    ]);
  });
});
