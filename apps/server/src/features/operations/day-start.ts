import { isoDateOf } from '@portal/contracts';

/** How far the wall clock of `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant the day of `now` began in `timeZone` (its local midnight; a second guess settles a daylight-saving change). */
export function startOfDay(now: Date, timeZone: string): Date {
  const midnight = Date.parse(`${isoDateOf(now, timeZone)}T00:00:00Z`);
  const firstGuess = midnight - offsetAt(midnight, timeZone);
  return new Date(midnight - offsetAt(firstGuess, timeZone));
}
