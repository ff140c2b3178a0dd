import { isoOf, type Maternity, type MaternityAssessment, withDisabledFieldsCleared } from '@portal/contracts';

/** The field whose change asked the pregnancy question: closing the modal clears it (spec 3 §4). */
export type PregnancyTrigger = 'expectedDueDate' | 'highRisk';

const asksAboutPregnancy = (maternity: Maternity) => maternity.highRisk === 'Yes' || maternity.highRisk === 'Not Sure';

/** The assessment with every answer cleared: a new pregnancy is screened afresh. */
export function withoutAnswers(assessment: MaternityAssessment | null): MaternityAssessment | null {
  if (!assessment) return null;
  return {
    ...assessment,
    questionGroups: assessment.questionGroups.map((group) => ({ ...group, questions: group.questions.map((question) => ({ ...question, answer: '' })) })),
  };
}

/**
 * The card after its due date or high-risk answer changed (spec 3 §4 pregnancy logic), and whether the High Risk
 * Pregnancy modal opens: the member has a pregnancy on file, the entered due date differs from it and high risk is
 * Yes or Not Sure (asked again on every such change, as the spec says). The same due date is the existing pregnancy,
 * with its answers.
 */
export function afterPregnancyChange(next: Maternity, loaded: MaternityAssessment | null): { maternity: Maternity; asksPregnancy: boolean } {
  const maternity = withDisabledFieldsCleared(next);
  const current = loaded?.currentDeliveryDate ? isoOf(loaded.currentDeliveryDate) : null;
  const due = isoOf(maternity.expectedDueDate);
  if (!current || !due) return { maternity, asksPregnancy: false };
  if (due === current) return { maternity: { ...maternity, newPregnancy: false, assessment: loaded }, asksPregnancy: false };
  const asks = asksAboutPregnancy(maternity);
  return { maternity: asks ? { ...maternity, newPregnancy: null } : maternity, asksPregnancy: asks };
}

/** The answer of the High Risk Pregnancy modal: new (answers cleared) or existing (its answers restored). */
export function withPregnancyAnswer(maternity: Maternity, isNew: boolean, loaded: MaternityAssessment | null): Maternity {
  return { ...maternity, newPregnancy: isNew, assessment: isNew ? withoutAnswers(loaded) : loaded };
}

/** The modal closed without an answer: the question is open again and the field that asked it is cleared. */
export function withPregnancyQuestionDismissed(maternity: Maternity, trigger: PregnancyTrigger): Maternity {
  return withDisabledFieldsCleared({ ...maternity, newPregnancy: null, [trigger]: '' });
}
