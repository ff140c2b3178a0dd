import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('upload dates', () => {
  it('read MM/DD/YYYY hh:mm:ss AM/PM in the user’s time zone', () => {
    const afternoon = new Date(2026, 2, 2, 15, 4, 5);
    const morning = new Date(2026, 10, 25, 0, 30, 9);
    expect(formatDateTime(afternoon.toISOString())).toBe('03/02/2026 03:04:05 PM');
    expect(formatDateTime(morning.toISOString())).toBe('11/25/2026 12:30:09 AM');
  });
});
