/** Calendar-date helpers on YYYY-MM-DD strings, all in UTC so the data does not depend on the machine. */
const dayMs = 86_400_000;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);

export const addDaysIso = (iso: string, days: number) => isoDate(addDays(new Date(`${iso}T00:00:00Z`), days));

/** Midnight UTC of the calendar day of `date`. */
export const startOfDay = (date: Date) => new Date(`${isoDate(date)}T00:00:00Z`);

export const daysBetween = (fromIso: string, toIso: string) =>
  Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / dayMs);

export const pad2 = (value: number) => String(value).padStart(2, '0');
