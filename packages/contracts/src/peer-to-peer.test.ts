import { describe, expect, it } from 'vitest';
import { PeerToPeerOutcomeRequestSchema, PeerToPeerRequestSchema, peerToPeerDueAt } from './peer-to-peer.js';

describe('peerToPeerDueAt', () => {
  it('counts two business days, skipping the weekend', () => {
    // Thursday 10:00 UTC → Monday 10:00; Friday → Tuesday; Saturday → Tuesday; Monday → Wednesday.
    expect(peerToPeerDueAt(new Date('2026-03-05T10:00:00Z')).toISOString()).toBe('2026-03-09T10:00:00.000Z');
    expect(peerToPeerDueAt(new Date('2026-03-06T10:00:00Z')).toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(peerToPeerDueAt(new Date('2026-03-07T10:00:00Z')).toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(peerToPeerDueAt(new Date('2026-03-09T10:00:00Z')).toISOString()).toBe('2026-03-11T10:00:00.000Z');
  });
});

describe('the peer-to-peer schemas', () => {
  it('require a line, a reason, a phone and a time; a decision only after a held call', () => {
    expect(PeerToPeerRequestSchema.safeParse({ lineId: 'procedure:4', reason: 'Why', phone: '916-555-0123', preferredTimes: ['morning'] }).success).toBe(true);
    expect(PeerToPeerRequestSchema.safeParse({ lineId: 'procedure:4', reason: 'Why', phone: '916-555-0123', preferredTimes: ['night'] }).success).toBe(false);
    expect(PeerToPeerRequestSchema.safeParse({ lineId: 'x', reason: 'Why', phone: '916-555-0123', preferredTimes: ['morning'] }).success).toBe(false);
    expect(PeerToPeerOutcomeRequestSchema.safeParse({ outcome: 'held', notes: 'Agreed.', decision: { action: 'approve' } }).success).toBe(true);
    expect(PeerToPeerOutcomeRequestSchema.safeParse({ outcome: 'declined', notes: 'No.', decision: { action: 'approve' } }).success).toBe(false);
    expect(PeerToPeerOutcomeRequestSchema.safeParse({ outcome: 'held', notes: '', decision: null }).success).toBe(false);
  });
});
