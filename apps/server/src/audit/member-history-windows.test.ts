import { describe, expect, it } from 'vitest';
import { memberHistoryWindows } from './member-history-windows.js';

const iso = (date: Date | undefined) => date?.toISOString().slice(0, 10);

describe('the windows of a member history', () => {
  it('starts at the calendar year of now, open towards the future, then a year at a time, then open towards the past', () => {
    const windows = memberHistoryWindows(new Date('2026-03-02T15:00:00.000Z'));
    expect(windows.map((window) => [iso(window.from), iso(window.to)])).toEqual([
      ['2026-01-01', undefined],
      ['2025-01-01', '2026-01-01'],
      ['2024-01-01', '2025-01-01'],
      ['2023-01-01', '2024-01-01'],
      ['2022-01-01', '2023-01-01'],
      ['2021-01-01', '2022-01-01'],
      ['2020-01-01', '2021-01-01'],
      [undefined, '2020-01-01'],
    ]);
  });

  it('leaves no gap and no overlap: each window ends where the next, older one starts', () => {
    for (const now of ['2026-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z', '2027-07-15T00:00:00.000Z']) {
      const windows = memberHistoryWindows(new Date(now));
      expect(windows[0]?.from?.getTime()).toBeLessThanOrEqual(new Date(now).getTime());
      windows.slice(1).forEach((window, index) => expect(window.to).toEqual(windows[index]?.from));
    }
  });
});
