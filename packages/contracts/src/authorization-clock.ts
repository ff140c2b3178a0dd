/**
 * When the plan owes a decision, on the federal prior-authorization clocks (CMS-0057-F, from 2026): 72 hours from
 * receipt for an expedited (urgent) request, 7 calendar days for a standard one.
 */
export const decisionClocks = { expeditedHours: 72, standardDays: 7 } as const;

/**
 * How urgent a request is (issue 18): expedited when applying the standard time frame could seriously jeopardise the
 * member's life, health or ability to regain maximum function; standard otherwise, and by default.
 */
export const requestPriorities = ['standard', 'expedited'] as const;
export type RequestPriority = (typeof requestPriorities)[number];

/** Spec 2 §9 authorization types that are expedited requests: the priority of authorizations stored before it was asked. */
export const expeditedAuthorizationTypes: readonly string[] = ['MEDRRT02', 'QHRECUR'];

const hourMs = 3_600_000;

export function priorityOfAuthorizationType(authorizationType: string): RequestPriority {
  return expeditedAuthorizationTypes.includes(authorizationType) ? 'expedited' : 'standard';
}

/** The instant the decision is due; calendar days are whole 24-hour days, as the rule counts them. */
export function decisionDueAt(receivedAt: Date, priority: RequestPriority): Date {
  const hours = priority === 'expedited' ? decisionClocks.expeditedHours : decisionClocks.standardDays * 24;
  return new Date(receivedAt.getTime() + hours * hourMs);
}

/**
 * An appeal's own clock (issue 19; the Medicare Advantage pre-service reconsideration limits): 72 hours expedited,
 * 30 calendar days standard, from the appeal's receipt.
 */
export const appealClocks = { expeditedHours: 72, standardDays: 30 } as const;

export function appealDueAt(receivedAt: Date, priority: RequestPriority): Date {
  const hours = priority === 'expedited' ? appealClocks.expeditedHours : appealClocks.standardDays * 24;
  return new Date(receivedAt.getTime() + hours * hourMs);
}

/** A standard review may be extended once, by at most 14 calendar days (CMS-0057-F), with a reason. */
export const reviewExtensionMaxDays = 14;

export function extendedDueAt(dueAt: Date, days: number): Date {
  return new Date(dueAt.getTime() + days * 24 * hourMs);
}

/** How much time a decision has left, as the review queue colours it: overdue, under 24 hours, on time. */
export type TimeLeftTone = 'overdue' | 'due-soon' | 'on-time';
export const dueSoonHours = 24;

export function timeLeftTone(dueAt: Date, now: Date): TimeLeftTone {
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left < dueSoonHours * hourMs ? 'due-soon' : 'on-time';
}

/** "2 d 4 h left", "5 h left", "3 h overdue": the time left on the clock, to the hour (minutes under an hour). */
export function describeTimeLeft(dueAt: Date, now: Date): string {
  const left = dueAt.getTime() - now.getTime();
  const span = Math.abs(left);
  const days = Math.floor(span / (24 * hourMs));
  const hours = Math.floor((span % (24 * hourMs)) / hourMs);
  const minutes = Math.floor((span % hourMs) / 60_000);
  const amount = days > 0 ? `${days} d ${hours} h` : hours > 0 ? `${hours} h` : `${minutes} min`;
  return left < 0 ? `${amount} overdue` : `${amount} left`;
}
