import { mriQuestionOrder, submitAuthorizationMessages } from '@portal/contracts';

interface Answer {
  section: string;
  question: string;
  answer: string;
}

const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : 'Not answered');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const maternityFields: readonly [key: string, label: string][] = [
  ['type', 'Type'],
  ['deliveryType', 'Delivery type'],
  ['expectedDueDate', 'Expected due date'],
  ['babyDateOfBirth', 'Baby’s date of birth'],
  ['babyGender', 'Baby’s gender'],
  ['motherDischargeDate', 'Mother’s discharge date'],
  ['babyDischargeDate', 'Baby’s discharge date'],
  ['highRisk', 'High risk'],
];

/**
 * The wizard's answers that have no column of their own, from the request as it was submitted: the maternity card
 * and the MRI questionnaire. A request that came another way (the core system, the demo) has none.
 */
export function answersOfRequest(request: unknown): Answer[] {
  if (!isRecord(request)) return [];
  const answers: Answer[] = [];
  const maternity = request.maternity;
  if (isRecord(maternity)) {
    for (const [key, label] of maternityFields) {
      const value = textOf(maternity[key]);
      if (value) answers.push({ section: 'Maternity', question: label, answer: value });
    }
    if (typeof maternity.newPregnancy === 'boolean') answers.push({ section: 'Maternity', question: 'New pregnancy', answer: yesNo(maternity.newPregnancy) });
  }
  const mri = request.mriQuestions;
  if (isRecord(mri)) {
    for (const key of mriQuestionOrder) {
      if (key in mri)
        answers.push({
          section: submitAuthorizationMessages.mri.title,
          question: submitAuthorizationMessages.mri.questions[key].question,
          answer: yesNo(mri[key]),
        });
    }
  }
  return answers;
}
