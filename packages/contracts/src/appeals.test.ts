import { describe, expect, it } from 'vitest';
import { appealMessages } from './appeal-messages.js';
import {
  actionOfDecision,
  appealRefusal,
  appealStatusOf,
  appealWindowEndsAt,
  isLineOverturned,
  ReviewExtensionRequestSchema,
  reviewedReasons,
} from './appeals.js';

const decidedAt = new Date('2026-03-01T15:00:00Z');
const denied = { status: 'Denied', reason: 'Not medically necessary', decidedAt };
const modified = { status: 'Approved', reason: reviewedReasons.modified, decidedAt };
const approved = { status: 'Approved', reason: reviewedReasons.approved, decidedAt };

describe('appeal rules', () => {
  it('allows a denied or modified line until the window’s last instant, once', () => {
    const lastInstant = appealWindowEndsAt(decidedAt, 60);
    expect(lastInstant.toISOString()).toBe('2026-04-30T15:00:00.000Z');
    expect(appealRefusal(denied, lastInstant, 60, false)).toBeNull();
    expect(appealRefusal(modified, lastInstant, 60, false)).toBeNull();
    expect(appealRefusal(denied, new Date(lastInstant.getTime() + 1), 60, false)).toBe(appealMessages.errors.windowClosed(60));
    expect(appealRefusal(denied, decidedAt, 60, true)).toBe(appealMessages.errors.alreadyAppealed);
    expect(appealRefusal(approved, decidedAt, 60, false)).toBe(appealMessages.errors.notAppealable);
  });

  it('calls a line overturned when the plan now grants more, and the appeal by its lines', () => {
    expect(isLineOverturned(denied, 'approve')).toBe(true);
    expect(isLineOverturned(denied, 'modify')).toBe(true);
    expect(isLineOverturned(modified, 'approve')).toBe(true);
    expect(isLineOverturned(modified, 'modify')).toBe(false);
    expect(isLineOverturned(denied, 'deny')).toBe(false);
    expect(appealStatusOf([true, true])).toBe('overturned');
    expect(appealStatusOf([true, false])).toBe('partly-overturned');
    expect(appealStatusOf([false])).toBe('upheld');
  });

  it('reads each line’s current decision as the action the status follows', () => {
    expect([denied, modified, approved, { status: 'Approved', reason: reviewedReasons.approvedOnAppeal }].map(actionOfDecision)).toEqual([
      'deny',
      'modify',
      'approve',
      'approve',
    ]);
  });

  it('takes an extension of 1 to 14 whole days with a reason', () => {
    expect(ReviewExtensionRequestSchema.safeParse({ days: 14, reason: 'Waiting for notes.' }).success).toBe(true);
    for (const days of [0, 15, 2.5, '3', null]) expect(ReviewExtensionRequestSchema.safeParse({ days, reason: 'x' }).success).toBe(false);
    expect(ReviewExtensionRequestSchema.safeParse({ days: 3, reason: '   ' }).success).toBe(false);
  });
});
