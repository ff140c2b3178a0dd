import { type ReviewLine, reviewedReasons, reviewMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors.js';
import { appealVerdict, decideLines, lineFactOf, requestVerdict } from './decide-lines.js';
import { dutyRefusalOf, dutyRefusals } from './review-duties.js';

const line = (id: number, code: string): ReviewLine => ({
  lineId: `procedure:${id}`,
  label: 'Procedure',
  code,
  description: `Code ${code}`,
  units: 4,
  startDate: '2026-03-10',
  endDate: '2026-03-20',
});
const lines = [line(1, '29881'), line(2, '97110')];
const reasons = new Map([['NOT-NECESSARY', 'Not medically necessary']]);
const deny = (lineId: string) => ({ lineId, action: 'deny' as const, denialReasonCode: 'NOT-NECESSARY', explanation: 'No trial of therapy.' });

describe('deciding lines', () => {
  it('decides every line once, with the reason of the list, and the request’s status from them', () => {
    const decided = decideLines(lines, [{ lineId: 'procedure:1', action: 'approve' }, deny('procedure:2')], reasons, false);
    expect(decided.map((entry) => [entry.status, entry.reason])).toEqual([
      ['Approved', reviewedReasons.approved],
      ['Denied', 'Not medically necessary'],
    ]);
    expect(requestVerdict(decided)).toEqual({ status: 'Partially Approved', outcomeReason: 'Not medically necessary' });
    expect(decided.map(lineFactOf)).toEqual([
      { subject: '29881 Code 29881', status: 'Approved', reason: reviewedReasons.approved },
      { subject: '97110 Code 97110', status: 'Denied', reason: 'Not medically necessary' },
    ]);
  });

  it('refuses a missing, unknown or repeated line with a field error', () => {
    const refusalOf = (decisions: Parameters<typeof decideLines>[1]) => {
      try {
        decideLines(lines, decisions, reasons, false);
        return null;
      } catch (error) {
        return error instanceof ValidationError ? error.message : error;
      }
    };
    expect(refusalOf([{ lineId: 'procedure:1', action: 'approve' }])).toBe(reviewMessages.decision.everyLine);
    expect(
      refusalOf([
        { lineId: 'procedure:1', action: 'approve' },
        { lineId: 'procedure:9', action: 'approve' },
      ]),
    ).toBe(reviewMessages.decision.unknownLine);
    expect(
      refusalOf([
        { lineId: 'procedure:1', action: 'approve' },
        { lineId: 'procedure:1', action: 'approve' },
      ]),
    ).toBe(reviewMessages.decision.duplicateLine);
  });
});

describe('an appeal’s verdict', () => {
  const decidedAt = new Date('2026-03-01T00:00:00Z');
  const outcome = (id: number, procedureId: number, status: string, reason: string) =>
    ({
      id,
      authorizationId: 1,
      procedureId,
      extensionId: null,
      status,
      reason,
      reasonCode: null,
      note: null,
      startDate: '2026-03-10',
      endDate: '2026-03-20',
      units: 4,
      decidedAt,
      decidedByAccountId: 7,
    }) as never;
  const outcomes = [outcome(10, 1, 'Approved', reviewedReasons.approved), outcome(11, 2, 'Denied', 'Not medically necessary')];
  const appealed = [{ outcomeId: 11, lineId: 'procedure:2', before: { status: 'Denied', reason: 'Not medically necessary' } }];

  it('overturns a denial approved on appeal: every line approved, the request Approved', () => {
    const decided = decideLines([lines[1] as ReviewLine], [{ lineId: 'procedure:2', action: 'approve' }], reasons, true);
    expect(appealVerdict(appealed, outcomes, decided, new Date('2026-04-01T00:00:00Z'))).toMatchObject({
      appealStatus: 'overturned',
      status: 'Approved',
      outcomeReason: reviewedReasons.approvedOnAppeal,
      lines: [{ outcomeId: 11 }],
    });
  });

  it('upholds a denial denied again: the request stays Partially Approved', () => {
    const decided = decideLines([lines[1] as ReviewLine], [deny('procedure:2')], reasons, true);
    expect(appealVerdict(appealed, outcomes, decided, new Date('2026-04-01T00:00:00Z'))).toMatchObject({
      appealStatus: 'upheld',
      status: 'Partially Approved',
    });
  });
});

describe('who may review', () => {
  it('refuses a filer, and the first decider of what an appeal contests', () => {
    const facts = { kind: 'appeal', filers: new Set([3]), firstDeciderId: 7, appealed: [{ before: { decidedByAccountId: 8 } }] };
    expect(dutyRefusalOf(3, facts)).toBe(dutyRefusals.ownFiling);
    expect(dutyRefusalOf(7, facts)).toBe(dutyRefusals.firstReviewer);
    expect(dutyRefusalOf(8, facts)).toBe(dutyRefusals.firstReviewer);
    expect(dutyRefusalOf(9, facts)).toBeNull();
    expect(dutyRefusalOf(7, { ...facts, kind: 'request' })).toBeNull();
  });
});
