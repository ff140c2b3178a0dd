import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addDaysToTimestamp,
  addYears,
  ageOn,
  daysBetween,
  formatDate,
  formatDateTime,
  formatPrintedDate,
  isoDateFromParts,
  isoDateOf,
  isoToUsDate,
  todayIso,
  usDateFormat,
  usDateToIso,
} from './dates.js';

describe('usDateToIso (MM/DD/YYYY as typed → YYYY-MM-DD)', () => {
  it('reads a real date', () => {
    expect(usDateToIso('04/12/1985')).toBe('1985-04-12');
    expect(usDateToIso('01/01/1900')).toBe('1900-01-01');
    expect(usDateToIso('12/31/2024')).toBe('2024-12-31');
  });

  it('knows leap years: every fourth year, not centuries, but every fourth century', () => {
    expect(usDateToIso('02/29/2024')).toBe('2024-02-29');
    expect(usDateToIso('02/29/2000')).toBe('2000-02-29');
    expect(usDateToIso('02/29/2023')).toBeNull();
    expect(usDateToIso('02/29/1900')).toBeNull();
    expect(usDateToIso('02/28/2023')).toBe('2023-02-28');
    expect(usDateToIso('02/30/2024')).toBeNull();
  });

  it('knows how long each month is', () => {
    const thirtyDayMonths = ['04', '06', '09', '11'];
    for (const month of ['01', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']) {
      expect(usDateToIso(`${month}/30/2025`), month).toBe(`2025-${month}-30`);
      expect(usDateToIso(`${month}/31/2025`), month).toBe(thirtyDayMonths.includes(month) ? null : `2025-${month}-31`);
    }
  });

  it('refuses months and days that do not exist', () => {
    for (const text of ['00/10/2020', '13/01/2020', '01/00/2020', '01/32/2020', '99/99/2020']) expect(usDateToIso(text), text).toBeNull();
  });

  it('refuses anything but two-digit month and day and a four-digit year', () => {
    for (const text of ['04/12/85', '04/12/985', '04/12/19850', '4/12/1985', '04/1/1985', '1985-04-12', '04-12-1985', '04.12.1985', '04121985']) {
      expect(usDateToIso(text), text).toBeNull();
    }
  });

  it('refuses blanks, letters and digits of other scripts; it does not trim', () => {
    for (const text of ['', ' 04/12/1985', '04/12/1985 ', 'MM/DD/YYYY', 'ab/cd/efgh', '٠٤/١٢/١٩٨٥']) expect(usDateToIso(text), text).toBeNull();
  });
});

describe('isoToUsDate (YYYY-MM-DD → MM/DD/YYYY)', () => {
  it('shows the spec’s format, and nothing for no date', () => {
    expect(isoToUsDate('1985-04-12')).toBe('04/12/1985');
    expect(isoToUsDate('2024-02-29')).toBe('02/29/2024');
    expect(isoToUsDate('')).toBe('');
  });

  it('is undone by usDateToIso on every day of a leap year', () => {
    let day = '2024-01-01';
    for (let index = 0; index < 366; index += 1) {
      expect(usDateToIso(isoToUsDate(day))).toBe(day);
      day = addDays(day, 1);
    }
    expect(day).toBe('2025-01-01');
  });
});

describe('isoDateFromParts and usDateFormat', () => {
  it('pads month, day and year', () => {
    expect(isoDateFromParts(2024, 3, 5)).toBe('2024-03-05');
    expect(isoDateFromParts(985, 12, 31)).toBe('0985-12-31');
  });

  it('names the typed format, whose length is a typed date’s', () => {
    expect(usDateFormat).toBe('MM/DD/YYYY');
    expect(usDateFormat.length).toBe('04/12/1985'.length);
  });
});

describe('the day of a timestamp', () => {
  const lateEvening = '2026-03-02T03:30:00Z';

  it('is the day on the calendar of the time zone', () => {
    expect(isoDateOf(lateEvening, 'UTC')).toBe('2026-03-02');
    expect(isoDateOf(lateEvening, 'America/New_York')).toBe('2026-03-01');
    expect(isoDateOf(new Date('2026-03-02T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-03');
    expect(todayIso(new Date(lateEvening), 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('is the runtime’s day by default', () => {
    expect(todayIso(new Date(2026, 10, 25, 0, 30))).toBe('2026-11-25');
    expect(todayIso(new Date(2026, 10, 25, 23, 59, 59))).toBe('2026-11-25');
    expect(isoDateOf(new Date(2024, 1, 29, 12))).toBe('2024-02-29');
  });

  it('pads years before 1000 in every time zone', () => {
    expect(isoDateOf('0985-06-01T12:00:00Z', 'UTC')).toBe('0985-06-01');
    expect(isoDateOf('0985-06-01T12:00:00Z', 'Europe/Paris')).toBe('0985-06-01');
  });

  it('shows as MM/DD/YYYY, and as nothing without a timestamp', () => {
    expect(formatDate('2025-11-17T02:00:00.000Z', 'UTC')).toBe('11/17/2025');
    expect(formatDate('2025-11-17T02:00:00.000Z', 'America/Los_Angeles')).toBe('11/16/2025');
    expect(formatDate(new Date(2025, 10, 17, 23, 59))).toBe('11/17/2025');
    for (const missing of [null, undefined, '', 'not a date']) expect(formatDate(missing), String(missing)).toBe('');
  });

  it('shows as M/D/YYYY on the print view', () => {
    expect(formatPrintedDate(new Date(2026, 0, 5, 10))).toBe('1/5/2026');
    expect(formatPrintedDate(new Date(2026, 10, 25, 10))).toBe('11/25/2026');
    expect(formatPrintedDate('2026-12-31T23:00:00Z', 'UTC')).toBe('12/31/2026');
    expect(formatPrintedDate('2026-12-31T23:00:00Z', 'Asia/Tokyo')).toBe('1/1/2027');
  });
});

describe('formatDateTime (MM/DD/YYYY hh:mm:ss AM/PM, spec 2 §9)', () => {
  it('reads the user’s time zone by default', () => {
    const afternoon = new Date(2026, 2, 2, 15, 4, 5);
    const morning = new Date(2026, 10, 25, 0, 30, 9);
    expect(formatDateTime(afternoon.toISOString())).toBe('03/02/2026 03:04:05 PM');
    expect(formatDateTime(morning.toISOString())).toBe('11/25/2026 12:30:09 AM');
    expect(formatDateTime(new Date(2026, 2, 2, 12, 0, 0))).toBe('03/02/2026 12:00:00 PM');
  });

  it('reads the offset of the timestamp and the time zone asked for', () => {
    expect(formatDateTime('2026-03-02T15:04:05+01:00', 'UTC')).toBe('03/02/2026 02:04:05 PM');
    expect(formatDateTime('2026-03-02T15:04:05Z', 'Asia/Kolkata')).toBe('03/02/2026 08:34:05 PM');
  });

  it('follows daylight saving time: the hour skipped in spring and the hour repeated in autumn', () => {
    const newYork = 'America/New_York';
    expect(formatDateTime('2026-03-08T06:59:59Z', newYork)).toBe('03/08/2026 01:59:59 AM');
    expect(formatDateTime('2026-03-08T07:00:00Z', newYork)).toBe('03/08/2026 03:00:00 AM');
    expect(formatDateTime('2026-11-01T04:30:00Z', newYork)).toBe('11/01/2026 12:30:00 AM');
    expect(formatDateTime('2026-11-01T05:30:00Z', newYork)).toBe('11/01/2026 01:30:00 AM');
    expect(formatDateTime('2026-11-01T06:30:00Z', newYork)).toBe('11/01/2026 01:30:00 AM');
    expect(formatDateTime('2026-11-01T07:30:00Z', newYork)).toBe('11/01/2026 02:30:00 AM');
  });

  it('shows nothing without a timestamp', () => {
    for (const missing of [null, undefined, '', 'not a date']) expect(formatDateTime(missing), String(missing)).toBe('');
  });
});

describe('addDaysToTimestamp', () => {
  it('moves by whole 24-hour days, also across a change of daylight saving time', () => {
    expect(addDaysToTimestamp(new Date('2026-03-02T15:00:00Z'), -30).toISOString()).toBe('2026-01-31T15:00:00.000Z');
    expect(addDaysToTimestamp(new Date('2026-03-07T12:00:00Z'), 1).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(addDaysToTimestamp(new Date('2026-03-07T12:00:00Z'), 0).toISOString()).toBe('2026-03-07T12:00:00.000Z');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month ends, leap days and year ends', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-02', -42)).toBe('2026-01-19');
    expect(addDays('2024-06-15', 0)).toBe('2024-06-15');
  });

  it('counts calendar days between two dates', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2023-01-01', '2024-01-01')).toBe(365);
    expect(daysBetween('2024-03-01', '2024-02-29')).toBe(-1);
    expect(daysBetween('2024-06-15', '2024-06-15')).toBe(0);
  });

  it('refuses what is not a YYYY-MM-DD date', () => {
    expect(() => addDays('04/12/1985', 1)).toThrow(RangeError);
    expect(() => daysBetween('2024-1-1', '2024-01-02')).toThrow(RangeError);
    expect(() => addYears('2024-02-29T00:00:00Z', 1)).toThrow(RangeError);
  });

  it('adds years; a 29 February lands on 1 March in a year without one', () => {
    expect(addYears('2025-03-15', -1)).toBe('2024-03-15');
    expect(addYears('2024-12-31', 1)).toBe('2025-12-31');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2024-02-29', -1)).toBe('2023-03-01');
    expect(addYears('2024-02-28', -1)).toBe('2023-02-28');
  });

  it('turns a year older on the birthday, not the day before', () => {
    expect(ageOn('2008-11-25', '2026-11-24')).toBe(17);
    expect(ageOn('2008-11-25', '2026-11-25')).toBe(18);
    expect(ageOn('2008-12-01', '2026-11-30')).toBe(17);
    expect(ageOn('2008-01-31', '2026-02-01')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  describe('on a machine whose time zone changes its clocks', () => {
    beforeAll(() => {
      vi.stubEnv('TZ', 'America/New_York');
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    it('still moves dates by calendar days, never by a day too few or too many', () => {
      expect(new Date(2026, 2, 8).getTimezoneOffset()).not.toBe(new Date(2026, 2, 9).getTimezoneOffset());
      expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
      expect(addDays('2026-03-09', -1)).toBe('2026-03-08');
      expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
      expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
      expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
      expect(usDateToIso('03/08/2026')).toBe('2026-03-08');
    });
  });
});
