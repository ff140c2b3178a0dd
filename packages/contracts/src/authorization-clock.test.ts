import { describe, expect, it } from 'vitest';
import { authorizationStatusStage, decisionDueAt, isGrantingStatus } from './authorization-clock.js';

const received = new Date('2026-03-06T22:15:00Z');

describe('decisionDueAt', () => {
  it('gives an urgent request 72 hours from receipt', () => {
    expect(decisionDueAt(received, 'MEDRRT02').toISOString()).toBe('2026-03-09T22:15:00.000Z');
    expect(decisionDueAt(received, 'QHRECUR').toISOString()).toBe('2026-03-09T22:15:00.000Z');
  });

  it('gives every other request 7 calendar days, across a daylight-saving change', () => {
    expect(decisionDueAt(received, 'MEDRRT01').toISOString()).toBe('2026-03-13T22:15:00.000Z');
    expect(decisionDueAt(received, 'QHCLMRV').toISOString()).toBe('2026-03-13T22:15:00.000Z');
  });
});

describe('authorizationStatusStage', () => {
  it.each([
    ['Pending', 'pending'],
    ['Pended', 'pending'],
    ['Pend', 'pending'],
    ['Approved', 'decided'],
    ['Approve', 'decided'],
    ['Partially Approved', 'decided'],
    ['Denied', 'decided'],
    ['Cancelled', 'closed'],
  ])('%s is %s', (status, stage) => {
    expect(authorizationStatusStage(status)).toBe(stage);
  });

  it('counts only approvals as granting services', () => {
    expect(isGrantingStatus('Partially Approved')).toBe(true);
    expect(isGrantingStatus('Denied')).toBe(false);
    expect(isGrantingStatus('Pending')).toBe(false);
  });
});
