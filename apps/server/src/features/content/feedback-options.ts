import { exitFeedbackOtherOption, type FeedbackOption } from '@portal/contracts';

/**
 * The issues a provider may tick after answering No to the benefits-lookup exit question (spec 2 §2.11): the
 * one list both GET feedbackModal/options/ answers and POST feedbackModal/tracking/ accepts.
 */
export const benefitsExitFeedbackOptions: readonly FeedbackOption[] = [
  { availableOption: 'MissingBenefit', availableOptionText: 'The benefit I needed was not listed' },
  { availableOption: 'PdfProblem', availableOptionText: 'The benefit summary did not load or was hard to read' },
  { availableOption: 'WrongMember', availableOptionText: 'I could not find the patient' },
  { availableOption: 'CoverageUnclear', availableOptionText: 'Coverage dates or cost shares were unclear' },
  { availableOption: exitFeedbackOtherOption, availableOptionText: 'Other' },
];

const knownOptions: ReadonlySet<string> = new Set(benefitsExitFeedbackOptions.map((option) => option.availableOption));

export function isKnownExitFeedbackOption(option: string): boolean {
  return knownOptions.has(option);
}
