import { describe, expect, it } from 'vitest';
import { decisionDueWords, wordsOfEvent } from './authorization-event-words.js';
import { determinationOfStatus } from './authorization-events.js';
import {
  authorizationStatusLabel,
  authorizationStatusStage,
  isGrantingStatus,
  normaliseOutcomeStatus,
  requestPriorityLabels,
} from './authorization-statuses.js';

describe('the request status as shown', () => {
  it.each([
    ['Pending', 'Pending'],
    ['Pended', 'Pending'],
    ['Pend', 'Pending'],
    ['Approved', 'Approved'],
    ['Approve', 'Approved'],
    ['Partially Approved', 'Partially Approved'],
    ['partially approved', 'Partially Approved'],
    ['Denied', 'Denied'],
    ['Cancelled', 'Cancelled'],
    ['Withdrawn', 'Cancelled'],
    ['Under Review', 'Under Review'],
  ])('%s reads %s', (stored, shown) => {
    expect(authorizationStatusLabel(stored)).toBe(shown);
  });

  it('keeps a partial approval apart, where the outcome normalisation of spec 2 §4 reads it Approved', () => {
    expect(normaliseOutcomeStatus('Partially Approved')).toBe('Approved');
    expect(authorizationStatusLabel('Partially Approved')).toBe('Partially Approved');
    expect(determinationOfStatus('Partially Approved')).toBe('partially-approved');
    expect(determinationOfStatus('Pended')).toBeNull();
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

  it('counts approvals, in full or in part, as granting services', () => {
    expect(isGrantingStatus('Partially Approved')).toBe(true);
    expect(isGrantingStatus('Approve')).toBe(true);
    expect(isGrantingStatus('Denied')).toBe(false);
    expect(isGrantingStatus('Pending')).toBe(false);
    expect(isGrantingStatus('Cancelled')).toBe(false);
  });
});

describe('the priority and the event words', () => {
  it('calls an urgent request Expedited, the clock included', () => {
    expect(requestPriorityLabels.expedited).toBe('Expedited');
    expect(decisionDueWords.due(decisionDueWords.expeditedClock)).toBe('Decision due (Expedited, 72 hours)');
  });

  it('tells a decision with the request status shown and each line with its outcome and reason', () => {
    const words = wordsOfEvent({
      kind: 'lines-decided',
      status: 'Partially Approved',
      data: {
        isFirstDetermination: true,
        lines: [
          { subject: '97110', status: 'Approve', reason: 'Meets criteria' },
          { subject: '97112', status: 'Denied', reason: 'Not Medically Necessary' },
        ],
      },
    });
    expect(words).toEqual({ title: 'Decided: Partially Approved', details: ['97110: Approved (Meets criteria)', '97112: Denied (Not Medically Necessary)'] });
  });

  it('tells a question with the request still Pending', () => {
    expect(wordsOfEvent({ kind: 'information-requested', status: 'Pended', data: { question: 'Send the PT notes', reviewItemId: 4 } })).toEqual({
      title: 'More information requested: Pending',
      details: ['Send the PT notes'],
    });
  });
});
