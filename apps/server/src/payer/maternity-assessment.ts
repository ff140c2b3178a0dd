import { assessmentHints, type MaternityAssessment } from '@portal/contracts';

const yesNo = [
  { text: 'Yes', value: 'Y' },
  { text: 'No', value: 'N' },
];
const ticked = [{ text: 'Yes', value: 'Y' }];

/**
 * The plan's high-risk pregnancy screening (GET auth/maternity/{qhid}): asked when the provider is not sure whether
 * a pregnancy is high risk, so that the plan's OB case managers can reach out. Question ids are stable: saved
 * answers name them.
 */
export const maternityQuestionGroups: MaternityAssessment['questionGroups'] = [
  {
    label: 'Pregnancy history',
    uiHintTypeId: assessmentHints.radio,
    questions: [
      { id: 101, question: 'Has the patient had a preterm birth (before 37 weeks) in an earlier pregnancy?', options: yesNo, answer: '' },
      { id: 102, question: 'Has the patient had three or more pregnancy losses?', options: yesNo, answer: '' },
      { id: 103, question: 'Has the patient had a cesarean delivery before?', options: yesNo, answer: '' },
    ],
  },
  {
    label: 'This pregnancy',
    uiHintTypeId: assessmentHints.radio,
    questions: [
      { id: 201, question: 'Is this a multiple pregnancy (twins or more)?', options: yesNo, answer: '' },
      {
        id: 202,
        question: 'How many prenatal visits has the patient had so far?',
        options: [
          { text: 'None', value: '0' },
          { text: '1 to 3', value: '1-3' },
          { text: '4 or more', value: '4+' },
        ],
        answer: '',
      },
      { id: 203, question: 'Has bleeding, leaking fluid or reduced fetal movement been reported?', options: yesNo, answer: '' },
    ],
  },
  {
    label: 'Conditions (check all that apply)',
    uiHintTypeId: assessmentHints.checkbox,
    questions: [
      { id: 301, question: 'High blood pressure or preeclampsia', options: ticked, answer: '' },
      { id: 302, question: 'Diabetes, before or during pregnancy', options: ticked, answer: '' },
      { id: 303, question: 'Substance or tobacco use', options: ticked, answer: '' },
      { id: 304, question: 'Depression or anxiety', options: ticked, answer: '' },
    ],
  },
];

/** The questions with an earlier pregnancy's answers preselected (answers to unknown questions are dropped). */
export function questionGroupsAnswered(answers: ReadonlyMap<number, string>): MaternityAssessment['questionGroups'] {
  return maternityQuestionGroups.map((group) => ({
    ...group,
    questions: group.questions.map((question) => {
      const answer = answers.get(question.id) ?? '';
      return { ...question, answer: question.options.some((option) => option.value === answer) ? answer : '' };
    }),
  }));
}
