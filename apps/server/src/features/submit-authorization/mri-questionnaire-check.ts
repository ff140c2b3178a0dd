import {
  isMriQuestionnaireRequired,
  isMriRelated,
  type MriQuestions,
  type PolicyDocumentation,
  mriQuestionnaireErrors,
  mriQuestionnaireNote,
  submitAuthorizationMessages as text,
} from '@portal/contracts';
import { ValidationError } from '../../errors.js';
import { hasMriSpecialty, type LocationForSpecialty } from '../../payer/mri-specialty.js';

export interface MriQuestionnaireSave {
  workflowId: number;
  placeOfService: string;
  memberDob: string;
  procedureCodes: readonly string[];
  today: string;
  /** The referring provider's directory location; null for one entered as "not listed" or unknown. */
  provider: LocationForSpecialty | null;
  answers: MriQuestions | null;
  /** What the policy asks to send with a code of this request (its group, place and date of service). */
  documentationOf: (code: string) => readonly PolicyDocumentation[];
}

/**
 * The MRI questionnaire on save (spec 3 §4, §5), with the same rule the wizard ran: when it was required and the
 * provider has no MRI specialty, the answers must be complete (400 with a message per question otherwise) and
 * become a note a reviewer reads. Otherwise any answers sent are ignored: null.
 */
export function mriQuestionnaireNoteOf(save: MriQuestionnaireSave): string | null {
  // The request's codes whose rule asks for the questionnaire: for imaging (with the x-ray question) or a spine procedure.
  const mriCodes = save.procedureCodes.filter((code) => save.documentationOf(code).includes('mriQuestionnaire'));
  const spineCodes = save.procedureCodes.filter((code) => save.documentationOf(code).includes('spineQuestionnaire'));
  const isRequired = isMriQuestionnaireRequired({ ...save, mriCodes, spineCodes });
  if (!isRequired || (save.provider && hasMriSpecialty(save.provider))) return null;
  const isMriRelatedRequest = isMriRelated(save.procedureCodes, mriCodes);
  const errors = mriQuestionnaireErrors(save.answers, isMriRelatedRequest);
  if (Object.keys(errors).length || !save.answers) {
    throw new ValidationError(text.invalidForm, Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, [message]])));
  }
  // An x-ray answer to a spine-only request was not asked: it is not the user's statement.
  return mriQuestionnaireNote(isMriRelatedRequest ? save.answers : { ...save.answers, xrayAnswer: null });
}
