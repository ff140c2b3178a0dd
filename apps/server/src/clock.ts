/** The time source; tests inject one they can move forward (idle and absolute session expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
