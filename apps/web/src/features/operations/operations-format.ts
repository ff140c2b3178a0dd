/** A median time to decision as people say it: hours under two days, days beyond; a dash when there is none. */
export function formatDecisionTime(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} d`;
}
