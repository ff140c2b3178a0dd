/**
 * The portal's dates, one module for both sides (spec 2 §9, spec 3 §9).
 *
 * - A date is a calendar day: YYYY-MM-DD (ISO) on the wire and in the database, MM/DD/YYYY as users type and read it.
 *   It is not an instant, so the arithmetic below works on it in UTC, where every day has 24 hours: the machine's
 *   time zone and its daylight saving changes never move a date by a day.
 * - A timestamp is an instant (a Date, or an ISO 8601 string with its offset). Only turning one into a day or a time
 *   of day needs a time zone: the one given, else the runtime's (the user's in the browser, the machine's on the
 *   server).
 * - ISO dates compare as text: `start > end` is "start after end".
 */

/** A calendar day as YYYY-MM-DD. */
export type IsoDate = string;
/** An instant: a Date or an ISO 8601 date-time string. */
export type Timestamp = Date | string;

/** The spec's date format as users type it (its length is the longest a typed date may be). */
export const usDateFormat = 'MM/DD/YYYY';

const dayMs = 86_400_000;
const usDatePattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) => (month === 2 && isLeapYear(year) ? 29 : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!);

/** The ISO date of a year, month (1-12) and day. */
export function isoDateFromParts(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

const notIsoDate = (date: string) => new RangeError(`Not a YYYY-MM-DD date: '${date}'`);

function partsOf(date: IsoDate): { year: number; month: number; day: number } {
  const match = isoDatePattern.exec(date);
  if (!match) throw notIsoDate(date);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Midnight UTC of the date in milliseconds: the date's place in the arithmetic (see the top of this file). */
function utcMidnightOf(date: IsoDate): number {
  if (!isoDatePattern.test(date)) throw notIsoDate(date);
  return Date.parse(`${date}T00:00:00Z`);
}

// ---- MM/DD/YYYY ---------------------------------------------------------------------------------------------------

/**
 * MM/DD/YYYY → YYYY-MM-DD, or null unless the text is exactly a real calendar date: two-digit month and day, a
 * four-digit year, and a day the month has (02/29 only in leap years, 04/31 never).
 */
export function usDateToIso(text: string): IsoDate | null {
  const match = usDatePattern.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return isoDateFromParts(year, month, day);
}

/** YYYY-MM-DD → MM/DD/YYYY (the spec's display format); '' (no date) stays ''. */
export function isoToUsDate(date: IsoDate): string {
  if (date === '') return '';
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

// ---- Timestamps ---------------------------------------------------------------------------------------------------

// Building an Intl.DateTimeFormat costs far more than formatting with one: one per time zone, made on first use
// (not at load, so a page that shows no date does not pay for it).
const formats = new Map<string | undefined, Intl.DateTimeFormat>();

type TimestampParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'dayPeriod', string>;

/** The parts of an instant on the wall clock of the time zone, two digits each (the year four), hours 01-12. */
function wallClockOf(instant: Date, timeZone: string | undefined): TimestampParts {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value])) as TimestampParts;
  return { ...parts, year: parts.year.padStart(4, '0') };
}

/** How far the wall clock of `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = wallClockOf(new Date(instant), timeZone);
  const hour = (Number(parts.hour) % 12) + (parts.dayPeriod === 'PM' ? 12 : 0);
  const wallClock = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), hour, Number(parts.minute), Number(parts.second));
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant the day of `now` began in `timeZone` (its local midnight; a second guess settles a daylight-saving change). */
export function startOfDay(now: Date, timeZone: string): Date {
  const midnight = Date.parse(`${isoDateOf(now, timeZone)}T00:00:00Z`);
  const firstGuess = midnight - offsetAt(midnight, timeZone);
  return new Date(midnight - offsetAt(firstGuess, timeZone));
}

/** The instant, or null when there is none or the text is not a date-time. */
function instantOf(timestamp: Timestamp | null | undefined): Date | null {
  if (timestamp === null || timestamp === undefined || timestamp === '') return null;
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The calendar day an instant falls on in the time zone (default: the runtime's), as YYYY-MM-DD. */
export function isoDateOf(timestamp: Timestamp, timeZone?: string): IsoDate {
  const instant = new Date(timestamp);
  // UTC needs no time zone data: the demo data asks for thousands of these.
  if (timeZone === 'UTC') return instant.toISOString().slice(0, 10);
  const { year, month, day } = wallClockOf(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** Today's calendar date in the time zone (default: the runtime's), as YYYY-MM-DD. */
export function todayIso(now: Date = new Date(), timeZone?: string): IsoDate {
  return isoDateOf(now, timeZone);
}

/** MM/DD/YYYY of the day a timestamp falls on in the time zone (default: the user's); '' when there is none. */
export function formatDate(timestamp: Timestamp | null | undefined, timeZone?: string): string {
  const instant = instantOf(timestamp);
  return instant ? isoToUsDate(isoDateOf(instant, timeZone)) : '';
}

/** MM/DD/YYYY hh:mm:ss AM/PM (spec 2 §9) in the time zone (default: the user's); '' when there is none. */
export function formatDateTime(timestamp: Timestamp | null | undefined, timeZone?: string): string {
  const instant = instantOf(timestamp);
  if (!instant) return '';
  const { year, month, day, hour, minute, second, dayPeriod } = wallClockOf(instant, timeZone);
  return `${month}/${day}/${year} ${hour}:${minute}:${second} ${dayPeriod}`;
}

/** M/D/YYYY, without leading zeros: the print view's "date printed" (spec 3 §2). */
export function formatPrintedDate(timestamp: Timestamp, timeZone?: string): string {
  const { year, month, day } = partsOf(isoDateOf(timestamp, timeZone));
  return `${month}/${day}/${year}`;
}

/** A timestamp moved by whole 24-hour days (negative: back), for windows such as "added in the last 30 days". */
export function addDaysToTimestamp(timestamp: Date, days: number): Date {
  return new Date(timestamp.getTime() + days * dayMs);
}

// ---- Calendar arithmetic ------------------------------------------------------------------------------------------

/** The date `days` calendar days after (negative: before) the date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(utcMidnightOf(date) + days * dayMs).toISOString().slice(0, 10);
}

/** Calendar days from one date to another: 1 from a day to the next, negative when `to` comes first. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMidnightOf(to) - utcMidnightOf(from)) / dayMs);
}

/** The same day `years` years later (negative: earlier); 02/29 becomes 03/01 in a year without one. */
export function addYears(date: IsoDate, years: number): IsoDate {
  const { year, month, day } = partsOf(date);
  const target = year + years;
  return day > daysInMonth(target, month) ? isoDateFromParts(target, month + 1, 1) : isoDateFromParts(target, month, day);
}

/** Whole years from a date of birth to a day: the birthday itself counts as the new year. */
export function ageOn(birthDate: IsoDate, date: IsoDate): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
