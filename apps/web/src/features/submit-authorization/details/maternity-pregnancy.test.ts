import { type MaternityAssessment, MaternitySchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { afterPregnancyChange, withPregnancyAnswer, withPregnancyQuestionDismissed } from './maternity-pregnancy';

const loaded: MaternityAssessment = {
  currentDeliveryDate: '03/20/2027',
  questionGroups: [
    { label: 'History', uiHintTypeId: 1, questions: [{ id: 101, question: 'Preterm birth?', options: [{ text: 'Yes', value: 'Y' }], answer: 'Y' }] },
  ],
};
const card = (overrides: Record<string, unknown>) => MaternitySchema.parse({ type: 'Future OB Admission', deliveryType: 'Vaginal', ...overrides });
const answerOf = (maternity: ReturnType<typeof card>) => maternity.assessment?.questionGroups[0]?.questions[0]?.answer;

describe('pregnancy logic (spec 3 §4)', () => {
  it('asks when the due date differs from the existing pregnancy and high risk is Yes or Not Sure', () => {
    const asked = afterPregnancyChange(card({ expectedDueDate: '04/01/2027', highRisk: 'Not Sure', newPregnancy: true }), loaded);
    expect(asked.asksPregnancy).toBe(true);
    expect(asked.maternity.newPregnancy).toBeNull();
    expect(afterPregnancyChange(card({ expectedDueDate: '04/01/2027', highRisk: 'No' }), loaded).asksPregnancy).toBe(false);
    // Switching Yes → Not Sure asks again, and so does a high-risk change after a due date that was the existing one.
    expect(afterPregnancyChange(card({ expectedDueDate: '04/01/2027', highRisk: 'Not Sure', newPregnancy: true }), loaded).asksPregnancy).toBe(true);
    expect(afterPregnancyChange(card({ expectedDueDate: '04/01/2027', highRisk: 'Yes', newPregnancy: false }), loaded).asksPregnancy).toBe(true);
    expect(afterPregnancyChange(card({ expectedDueDate: '04/01/2027', highRisk: 'Yes' }), { ...loaded, currentDeliveryDate: null }).asksPregnancy).toBe(false);
  });

  it('treats the same due date as the existing pregnancy, with its answers', () => {
    const same = afterPregnancyChange(card({ expectedDueDate: '03/20/2027', highRisk: 'Not Sure' }), loaded);
    expect(same.asksPregnancy).toBe(false);
    expect(same.maternity.newPregnancy).toBe(false);
    expect(answerOf(same.maternity)).toBe('Y');
  });

  it('New Pregnancy clears the answers, Existing restores them, closing clears the field that asked', () => {
    const open = card({ expectedDueDate: '04/01/2027', highRisk: 'Not Sure', assessment: loaded });
    expect(withPregnancyAnswer(open, true, loaded)).toMatchObject({ newPregnancy: true });
    expect(answerOf(withPregnancyAnswer(open, true, loaded))).toBe('');
    expect(answerOf(withPregnancyAnswer(open, false, loaded))).toBe('Y');
    // The due date gone, high risk is disabled and cleared with it.
    expect(withPregnancyQuestionDismissed(open, 'expectedDueDate')).toMatchObject({ expectedDueDate: '', highRisk: '', newPregnancy: null });
    expect(withPregnancyQuestionDismissed(open, 'highRisk')).toMatchObject({ expectedDueDate: '04/01/2027', highRisk: '', newPregnancy: null });
  });
});
