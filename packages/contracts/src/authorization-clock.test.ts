import { describe, expect, it } from 'vitest';
import { decisionDueAt, describeTimeLeft, priorityOfAuthorizationType, timeLeftTone } from './authorization-clock.js';

const received = new Date('2026-03-06T22:15:00Z');

describe('decisionDueAt', () => {
  it('gives an expedited request 72 hours from receipt', () => {
    expect(decisionDueAt(received, 'expedited').toISOString()).toBe('2026-03-09T22:15:00.000Z');
  });

  it('gives a standard request 7 calendar days, across a daylight-saving change', () => {
    expect(decisionDueAt(received, 'standard').toISOString()).toBe('2026-03-13T22:15:00.000Z');
  });

  it('reads the priority of older authorizations from their type', () => {
    expect(priorityOfAuthorizationType('MEDRRT02')).toBe('expedited');
    expect(priorityOfAuthorizationType('QHRECUR')).toBe('expedited');
    expect(priorityOfAuthorizationType('MEDRRT01')).toBe('standard');
  });
});

describe('time left', () => {
  const due = new Date('2026-03-09T12:00:00Z');
  it.each([
    ['2026-03-09T12:00:01Z', 'overdue', '0 min overdue'],
    ['2026-03-09T09:00:00Z', 'due-soon', '3 h left'],
    ['2026-03-08T12:00:01Z', 'due-soon', '23 h left'],
    ['2026-03-08T12:00:00Z', 'on-time', '1 d 0 h left'],
    ['2026-03-06T08:30:00Z', 'on-time', '3 d 3 h left'],
    ['2026-03-10T15:00:00Z', 'overdue', '1 d 3 h overdue'],
  ])('at %s it is %s (%s)', (now, tone, text) => {
    expect(timeLeftTone(due, new Date(now))).toBe(tone);
    expect(describeTimeLeft(due, new Date(now))).toBe(text);
  });
});
