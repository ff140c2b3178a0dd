import { describe, expect, it } from 'vitest';
import { lineDecisionErrors, type ReviewLine, statusOfLineDecisions } from './review.js';
import { reviewMessages } from './review-messages.js';

const line: ReviewLine = {
  lineId: 'procedure:1',
  label: 'Procedure',
  code: '97110',
  description: 'Therapy',
  units: 12,
  startDate: '2026-03-10',
  endDate: '2026-04-10',
};
const known = (code: string) => code === 'NOT-NECESSARY';
const text = reviewMessages.decision;

describe('a line’s decision', () => {
  it('asks a denial for a reason of the list and an explanation', () => {
    expect(lineDecisionErrors({ lineId: line.lineId, action: 'deny' }, line, known)).toEqual({
      denialReasonCode: text.reasonRequired,
      explanation: text.explanationRequired,
    });
    expect(lineDecisionErrors({ lineId: line.lineId, action: 'deny', denialReasonCode: 'OTHER', explanation: 'x' }, line, known)).toEqual({
      denialReasonCode: text.unknownReason,
    });
    expect(lineDecisionErrors({ lineId: line.lineId, action: 'deny', denialReasonCode: 'NOT-NECESSARY', explanation: 'x' }, line, known)).toEqual({});
  });

  it('keeps a modification within the request, and says which date is at fault', () => {
    const modify = (units: number | null, startDate: string, endDate: string) =>
      lineDecisionErrors({ lineId: line.lineId, action: 'modify', units, startDate, endDate }, line, known);
    expect(modify(8, '03/10/2026', '04/10/2026')).toEqual({});
    expect(modify(12, '03/12/2026', '04/10/2026')).toEqual({});
    expect(modify(13, '03/10/2026', '04/10/2026')).toEqual({ units: text.modifiedUnits });
    expect(modify(0, '03/10/2026', '04/10/2026')).toEqual({ units: text.modifiedUnits });
    expect(modify(12, '03/10/2026', '04/10/2026')).toEqual({ units: text.modifiedNothing });
    expect(modify(8, '03/09/2026', '04/10/2026')).toEqual({ startDate: text.modifiedDates });
    expect(modify(8, '03/10/2026', '04/11/2026')).toEqual({ endDate: text.modifiedDates });
    expect(modify(8, '03/20/2026', '03/15/2026')).toEqual({ startDate: text.modifiedDates });
  });
});

describe('the status that follows the lines', () => {
  it.each([
    [['approve', 'approve'], 'Approved'],
    [['deny', 'deny'], 'Denied'],
    [['approve', 'deny'], 'Partially Approved'],
    [['modify'], 'Partially Approved'],
  ] as const)('%j → %s', (actions, status) => {
    expect(statusOfLineDecisions(actions)).toBe(status);
  });
});
