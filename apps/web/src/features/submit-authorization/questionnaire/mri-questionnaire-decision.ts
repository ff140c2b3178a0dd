import {
  type AuthorizationDraft,
  emptyMriQuestions,
  isMriQuestionnaireRequired,
  isMriRelated,
  type MriQuestions,
  todayIso,
  workflowIds,
} from '@portal/contracts';
import { hasMriProviderSpecialty } from '../../../api/submit-authorization-api';

/** CPT lists 578 (MRI) and 579 (spine). */
export interface MriCodeLists {
  mriCodes: readonly string[];
  spineCodes: readonly string[];
}

export interface MriQuestionnaireDecision {
  isAsked: boolean;
  /** A code of the MRI list: the x-ray question is asked. */
  isMriRelated: boolean;
}

const notAsked: MriQuestionnaireDecision = { isAsked: false, isMriRelated: false };

/**
 * On leaving the details (spec 3 §4): is the Questionnaire step inserted? The rule of §5 first; then, when it is
 * required, the step is removed again if the referring provider has an MRI specialty. The lists load only for a
 * standard request, the only workflow that can need the questionnaire.
 */
export async function decideMriQuestionnaire(
  draft: AuthorizationDraft,
  facts: {
    workflowId: number;
    memberDob: string;
    loadCodeLists: () => Promise<MriCodeLists>;
    /** The wizard's cached answer; by default the call itself. */
    hasMriSpecialty?: (locationId: number) => Promise<boolean>;
    today?: string;
  },
): Promise<MriQuestionnaireDecision> {
  if (facts.workflowId !== workflowIds.standard) return notAsked;
  const { mriCodes, spineCodes } = await facts.loadCodeLists();
  const procedureCodes = draft.procedureCodes.map((item) => item.value);
  const isRequired = isMriQuestionnaireRequired({
    workflowId: facts.workflowId,
    placeOfService: draft.service.placeOfService,
    memberDob: facts.memberDob,
    procedureCodes,
    mriCodes,
    spineCodes,
    today: facts.today ?? todayIso(),
  });
  if (!isRequired) return notAsked;
  const provider = draft.provider;
  const hasMriSpecialty = facts.hasMriSpecialty ?? hasMriProviderSpecialty;
  if (provider.id !== null && !provider.unknown && (await hasMriSpecialty(provider.id))) return notAsked;
  return { isAsked: true, isMriRelated: isMriRelated(procedureCodes, mriCodes) };
}

/** The answers the step starts from: the earlier ones kept, the x-ray one dropped when it is no longer asked. */
export function answersFor(decision: MriQuestionnaireDecision, earlier: MriQuestions | null): MriQuestions | null {
  if (!decision.isAsked) return null;
  const answers = earlier ?? emptyMriQuestions();
  return decision.isMriRelated ? answers : { ...answers, xrayAnswer: null };
}
