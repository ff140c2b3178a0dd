import { z } from 'zod';
import { constants } from './constants.js';
import { memberAreaMessages } from './member-area-messages.js';

const contactText = memberAreaMessages.contact;
const feedbackText = memberAreaMessages.feedback;

/** Contact subject options (spec 2 §9). */
export const contactSubjects = [
  'Benefits Lookup',
  'Submit Authorizations',
  'Manage Authorizations',
  'View Claims',
  'Your Providers',
  'Resources',
  'Profile Settings',
  'Other/Feedback',
] as const;

export const contactLimits = { messageMaxLength: 2000, idMaxLength: 50, nameMaxLength: 100 } as const;

const optionalId = z.string().trim().max(contactLimits.idMaxLength, contactText.tooLong(contactLimits.idMaxLength)).default('');

/** POST /account/contact/ (spec 2 §3, §5): Subject and Message required; the two ids optional, at most 50. */
export const ContactRequestSchema = z.object({
  Subject: z.enum(contactSubjects, { message: contactText.required }),
  FirstName: z.string().trim().max(contactLimits.nameMaxLength).default(''),
  LastName: z.string().trim().max(contactLimits.nameMaxLength).default(''),
  Email: z.string().trim().max(constants.emailMaxLength).default(''),
  Phone: z.string().trim().max(30).default(''),
  Message: z.string().trim().min(1, contactText.required).max(contactLimits.messageMaxLength, contactText.tooLong(contactLimits.messageMaxLength)),
  MemberInsuredId: optionalId,
  AuthorizationId: optionalId,
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;
export const ContactResponseSchema = z.object({ sent: z.literal(true) });

/** Feedback reasons (spec 2 §9): limited users get only the first three. */
export const feedbackReasons = [
  { value: 'DownloadDocument', label: 'Download a document', isForLimited: true },
  { value: 'ContactQH', label: 'Contact the health plan', isForLimited: true },
  { value: 'UpdateProfile', label: 'Update my profile', isForLimited: true },
  { value: 'ViewingBenefits', label: 'View benefits', isForLimited: false },
  { value: 'SubmittingAuthorization', label: 'Submit an authorization', isForLimited: false },
  { value: 'ViewingAuthorization', label: 'View an authorization', isForLimited: false },
  { value: 'ViewingClaims', label: 'View claims', isForLimited: false },
  { value: 'AddProvider', label: 'Add a provider', isForLimited: false },
] as const;
export type FeedbackReason = (typeof feedbackReasons)[number]['value'];

export function feedbackReasonsFor(isLimited: boolean) {
  return feedbackReasons.filter((reason) => reason.isForLimited || !isLimited);
}

export const feedbackRatingMax = 5;

/** POST /account/feedback/ (spec 2 §3): rating 1 to 5 and a reason from the list the user is offered. */
export const FeedbackRequestSchema = z.object({
  rating: z.number().int().min(1, 'Please choose a rating.').max(feedbackRatingMax, 'Please choose a rating.'),
  reason: z.enum(feedbackReasons.map((reason) => reason.value) as [FeedbackReason, ...FeedbackReason[]], { message: 'Please choose a reason.' }),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;
export const FeedbackResponseSchema = z.object({ saved: z.literal(true) });

/** Benefits-exit feedback (spec 2 §2.11, §5). */
export const exitFeedbackLimits = { freeTextMaxLength: 300, otherMinLength: 11 } as const;
export const exitFeedbackOtherOption = 'Other';
/** Letters, digits, periods, commas, exclamation points, question marks and parentheses (and spaces between words). */
export const exitFeedbackTextPattern = /^[A-Za-z0-9.,!?() ]*$/;

export const FeedbackOptionSchema = z.object({ availableOption: z.string(), availableOptionText: z.string() });
export type FeedbackOption = z.infer<typeof FeedbackOptionSchema>;
export const FeedbackOptionsResponseSchema = z.array(FeedbackOptionSchema);

/** The Yes / No answer of the exit modal, sent as ActionName. */
export const exitFeedbackAnswers = { yes: 'Yes', no: 'No' } as const;

export interface ExitFeedbackState {
  answer: 'Yes' | 'No' | null;
  options: readonly string[];
  freeText: string;
}

/** The exit modal's rules (spec 2 §5), each beside the answer it is about; empty when it may be sent. */
export function exitFeedbackErrors(state: ExitFeedbackState): Partial<Record<keyof ExitFeedbackState, string>> {
  if (state.answer === null) return { answer: feedbackText.chooseYesNo };
  if (state.answer === 'Yes') return {};
  if (state.options.length === 0) return { options: feedbackText.chooseIssue };
  const textError = exitFeedbackTextError(state.freeText, state.options.includes(exitFeedbackOtherOption));
  return textError ? { freeText: textError } : {};
}

/** The free text's own rules: at most 300 allowed characters; more than 10 when Other is chosen. */
export function exitFeedbackTextError(freeText: string, isOtherChosen: boolean): string | null {
  if (freeText.length > exitFeedbackLimits.freeTextMaxLength) return feedbackText.tooLong(exitFeedbackLimits.freeTextMaxLength);
  if (!exitFeedbackTextPattern.test(freeText)) return feedbackText.invalidCharacters;
  if (isOtherChosen && freeText.trim().length < exitFeedbackLimits.otherMinLength) return feedbackText.otherTooShort;
  return null;
}

/** POST feedbackModal/tracking/ (spec 2 §3 tracking payload). */
export const FeedbackTrackingRequestSchema = z
  .object({
    CallingPage: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'CallingPage is a page name.'),
    TrackingType: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'TrackingType is a name.'),
    Qhid: z.number().int().positive().nullable().default(null),
    ActionName: z.enum([exitFeedbackAnswers.yes, exitFeedbackAnswers.no], { message: feedbackText.chooseYesNo }),
    FreeformText: z.string().default(''),
    OptionsSelected: z.array(z.string().max(100)).max(20).default([]),
  })
  .superRefine((value, context) => {
    const errors = exitFeedbackErrors({ answer: value.ActionName, options: value.OptionsSelected, freeText: value.FreeformText });
    if (errors.options) context.addIssue({ code: 'custom', message: errors.options, path: ['OptionsSelected'] });
    if (errors.freeText) context.addIssue({ code: 'custom', message: errors.freeText, path: ['FreeformText'] });
  });
export type FeedbackTrackingRequest = z.input<typeof FeedbackTrackingRequestSchema>;
export const FeedbackTrackingResponseSchema = z.object({ tracked: z.literal(true) });

/** The seven downloadable forms of the Resources page (spec 2 §2.9), generated as real PDFs by the server. */
export const resourceDocuments = {
  providerPortalGuide: { fileName: 'provider-portal-guide.pdf', title: 'Provider Portal Guide' },
  chemoRadiationQuestionnaire: {
    fileName: 'chemotherapy-radiation-precertification-questionnaire.pdf',
    title: 'Chemotherapy / Radiation Precertification Questionnaire',
  },
  standardAuthorizationForm: { fileName: 'standard-authorization-form.pdf', title: 'Standard Authorization Form' },
  maternityAuthorizationForm: { fileName: 'maternity-authorization-form.pdf', title: 'Maternity Authorization Form' },
  dmeAuthorizationForm: { fileName: 'durable-medical-equipment-authorization-form.pdf', title: 'Durable Medical Equipment Authorization Form' },
  unplannedAdmissionForm: { fileName: 'unplanned-admission-authorization-form.pdf', title: 'Unplanned Admission Authorization Form' },
  specialistReferralRequest: { fileName: 'specialist-referral-request.pdf', title: 'Specialist Referral Request' },
} as const;
export type ResourceDocumentId = keyof typeof resourceDocuments;
export const ResourceDocumentFileNameSchema = z.enum(Object.values(resourceDocuments).map((document) => document.fileName) as [string, ...string[]], {
  message: 'No such document.',
});
