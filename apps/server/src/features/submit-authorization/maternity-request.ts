import {
  type RequestPriority,
  assessmentAnswerErrors,
  babyLookups,
  daysBetween,
  type DraftContext,
  type DraftErrors,
  hasBabyAuthorization,
  maternityStayOf,
  placeOfServiceByCode,
  type ProviderEntry,
  type SaveAuthorizationRequestSchema,
  submitAuthorizationMessages as text,
  usDateToIso,
  withDisabledFieldsCleared,
  workflowIds,
} from '@portal/contracts';
import type { z } from 'zod';
import { ValidationError } from '../../errors.js';
import { decideMaternity, type MaternityDecision } from '../../payer/decision-rules.js';
import { maternityQuestionGroups } from '../../payer/maternity-assessment.js';
import type { RequestedLinkedAuthorization } from '../../authorization-core/submit-request.js';
import type { SubmitAuthorizationRepository } from './submit-authorization.repository.js';
import { fieldErrorsOf } from './draft-errors.js';

type SaveRequest = z.output<typeof SaveAuthorizationRequestSchema>;
type ReceivedDraft = Omit<SaveRequest, 'qhid' | 'authorizationWorkflowId' | 'draftId'>;

/** The newborn's routine stay after a cesarean is coded as the liveborn infant's encounter. */
const newbornStayDiagnosis = 'Z38.01';

/**
 * The draft as the save reads it (spec 3 §4, §7): maternity only for workflow 3, with the fields its type disables
 * cleared and the answers only when the assessment was asked (high risk Not Sure); the baby only for Newborn in NICU.
 */
export function normalisedDraft(received: ReceivedDraft, context: DraftContext): ReceivedDraft {
  if (context.workflowId !== workflowIds.maternity || !received.maternity) return { ...received, maternity: null };
  const cleared = withDisabledFieldsCleared(received.maternity);
  const maternity = { ...cleared, assessment: cleared.highRisk === 'Not Sure' ? cleared.assessment : [] };
  return { ...received, maternity: { ...maternity, babyAuth: hasBabyAuthorization({ maternity }, context) ? maternity.babyAuth : null } };
}

/** The answers must be to the plan's questions, with its options. */
export const maternityAnswerErrors = (draft: ReceivedDraft): DraftErrors =>
  draft.maternity ? assessmentAnswerErrors(draft.maternity.assessment, maternityQuestionGroups) : {};

/** The mother's stay and the plan's decisions on every authorization of the request. */
export function maternityOutcomeOf(
  draft: ReceivedDraft,
  isAutomation: boolean,
): { stay: { from: string; to: string; days: number }; decision: MaternityDecision } | null {
  const maternity = draft.maternity;
  const stay = maternity ? maternityStayOf(maternity) : null;
  if (!maternity || !stay || maternity.type === '' || maternity.deliveryType === '') return null;
  const days = Math.max(1, daysBetween(stay.from, stay.to));
  return { stay: { ...stay, days }, decision: decideMaternity({ isAutomation, type: maternity.type, deliveryType: maternity.deliveryType, stayDays: days }) };
}

/** What the linked authorizations copy from the mother's. */
export interface MotherAuthorization {
  qhid: number;
  motherName: string;
  authorizationType: string;
  priority: RequestPriority;
  requestedBy: string;
  requestorPhone: string;
  requestorFax: string;
}

/**
 * The authorizations saved with the mother's: for Newborn in NICU the baby's own (its own lookups, diagnosis,
 * service and dates), and the newborn's routine stay when the plan's rules ask for it. The baby is not enrolled
 * yet: both go on the mother's member record, as newborns are covered under the mother until enrolled.
 */
export async function linkedAuthorizationsOf(
  repository: Pick<SubmitAuthorizationRepository, 'findLocations' | 'findCodeDescriptions'>,
  draft: ReceivedDraft,
  outcome: NonNullable<ReturnType<typeof maternityOutcomeOf>>,
  mother: MotherAuthorization,
  accountId: number,
): Promise<RequestedLinkedAuthorization[]> {
  const maternity = draft.maternity;
  if (!maternity) return [];
  const linked: RequestedLinkedAuthorization[] = [];
  const babyLine = [maternity.babyGender && `${maternity.babyGender} baby`, maternity.babyDateOfBirth && `born ${maternity.babyDateOfBirth}`]
    .filter(Boolean)
    .join(', ');
  const base = { qhid: mother.qhid, authorizationType: mother.authorizationType, priority: mother.priority };
  const baby = draft.maternity?.babyAuth;
  if (outcome.decision.baby && baby) {
    const place = placeOfServiceByCode(baby.service.placeOfService);
    const entries = await babyEntriesOf(repository, baby.babyProvider, baby.babyFacility, accountId);
    const diagnosis = (baby.babyDiagnosisCodes[0]?.value ?? '').trim().toUpperCase();
    const descriptions = await repository.findCodeDescriptions(
      ['icd10'],
      baby.babyDiagnosisCodes.map((item) => item.value),
    );
    const unknown = baby.babyDiagnosisCodes.findIndex((item) => !descriptions.has(item.value.trim().toUpperCase()));
    if (unknown >= 0)
      throw new ValidationError(text.invalidForm, { [`maternity.babyAuth.babyDiagnosisCodes.${unknown}.value`]: [text.codes.unknownCode('ICD10 Code')] });
    const from = usDateToIso(baby.babyStartDate) as string;
    const to = usDateToIso(baby.babyEndDate) ?? from;
    const request = baby.babyRequestInfo;
    linked.push({
      role: 'baby',
      request: {
        ...base,
        provider: { locationId: entries.providerId },
        facility: entries.facilityId === null ? null : { locationId: entries.facilityId },
        decision: outcome.decision.baby,
        placeOfService: { code: baby.service.placeOfService, isInpatient: place?.isInpatient ?? true },
        serviceFrom: from,
        serviceTo: to,
        diagnosis: { code: diagnosis, description: descriptions.get(diagnosis) ?? '' },
        requestor: {
          name: request.urContactOrFacility.trim(),
          phone: request.extension.trim() ? `${request.phone} x${request.extension.trim()}` : request.phone,
          fax: request.fax,
        },
        providerNetworkStatusId: networkStatusId(baby.babyProvider),
        facilityNetworkStatusId: baby.babyFacility.same ? null : networkStatusId(baby.babyFacility),
      },
      notesFor: (motherNumber) => [
        {
          text: `Baby authorization (Newborn in NICU) of ${mother.motherName}'s authorization ${motherNumber}. ${babyLine}.`,
          author: request.urContactOrFacility.trim(),
        },
        ...(request.notes.trim() ? [{ text: request.notes.trim(), author: request.urContactOrFacility.trim() }] : []),
      ],
    });
  }
  if (outcome.decision.newbornStay) {
    const from = usDateToIso(maternity.babyDateOfBirth) ?? outcome.stay.from;
    const to = outcome.stay.to < from ? from : outcome.stay.to;
    const descriptions = await repository.findCodeDescriptions(['icd10'], [newbornStayDiagnosis]);
    linked.push({
      role: 'linked',
      request: {
        ...base,
        // The mother's provider and facility, as saved with her authorization.
        provider: null,
        facility: null,
        decision: outcome.decision.newbornStay,
        placeOfService: { code: '21', isInpatient: true },
        serviceFrom: from,
        serviceTo: to,
        diagnosis: { code: newbornStayDiagnosis, description: descriptions.get(newbornStayDiagnosis) ?? '' },
        requestor: { name: mother.requestedBy, phone: mother.requestorPhone, fax: mother.requestorFax },
        providerNetworkStatusId: 1,
        facilityNetworkStatusId: null,
      },
      notesFor: (motherNumber) => [
        {
          text: `Newborn stay after a cesarean delivery, linked to ${mother.motherName}'s authorization ${motherNumber}. ${babyLine}.`,
          author: mother.requestedBy,
        },
      ],
    });
  }
  return linked;
}

const networkStatusId = (entry: ProviderEntry) => (entry.networkStatus === 'Out-of-Network' ? 4 : 1);

/** The baby's lookups name locations of the directory (or ones this account added); "same" is the baby's provider. */
async function babyEntriesOf(
  repository: Pick<SubmitAuthorizationRepository, 'findLocations'>,
  provider: ProviderEntry,
  facility: ProviderEntry,
  accountId: number,
) {
  const ids = [provider.id, facility.same ? null : facility.id].filter((id): id is number => id !== null);
  const locations = await repository.findLocations(ids);
  const isUsable = (id: number | null) => {
    const location = id === null ? undefined : locations.get(id);
    return location !== undefined && (location.addedByAccountId === null || location.addedByAccountId === accountId);
  };
  const errors: DraftErrors = {};
  const [providerLookup, facilityLookup] = babyLookups;
  if (!isUsable(provider.id)) errors['maternity.babyAuth.babyProvider.name'] = text.required(providerLookup.searchLabel);
  if (!facility.same && !isUsable(facility.id)) errors['maternity.babyAuth.babyFacility.name'] = text.required(facilityLookup.searchLabel);
  if (Object.keys(errors).length) throw new ValidationError(text.invalidForm, fieldErrorsOf(errors));
  return { providerId: provider.id as number, facilityId: facility.same ? null : facility.id };
}
