import {
  authorizationDetailsErrors,
  cptListCategories,
  coverageDateOf,
  daysBetween,
  type DraftContext,
  type DraftErrors,
  isAutomationOn,
  notesWithTaxId,
  placeOfServiceByCode,
  type ProviderEntry,
  type RequestType,
  type RulesDraft,
  type SaveAuthorizationRequestSchema,
  type SaveAuthorizationResponse,
  submitAuthorizationMessages as text,
  todayIso,
  usDateToIso,
  workflowConfig,
  workflowIds,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { personActor } from '../../authorization-core/actors.js';
import type { SubmissionCommands } from '../../authorization-core/authorization-core.js';
import { isCoveredForService } from '../../payer/coverage.js';
import { hasMriSpecialty } from '../../payer/mri-specialty.js';
import { decide, isCodeAutoApproved } from '../../payer/decision-rules.js';
import { documentationFor, type PolicyContext, requiresAuthorization } from '../../payer/prior-authorization-policy.js';
import { authorizationTypeOfWorkflow, requestTypeOf, requestTypes } from '../../payer/request-types.js';
import type { MemberAuthorizationsCache } from '../../authorization-records/member-authorizations-cache.js';
import type { MemberAccess } from '../../access/member-access.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { MembersRepository } from '../../eligibility/members.repository.js';
import type { PriorAuthorizationPolicy } from '../../payer/prior-authorization-policy.service.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { mriQuestionnaireNoteOf } from './mri-questionnaire-check.js';
import { linkedAuthorizationsOf, maternityAnswerErrors, maternityOutcomeOf, normalisedDraft } from './maternity-request.js';
import type { LocationFacts, SubmitAuthorizationRepository } from './submit-authorization.repository.js';
import { fieldErrorsOf } from './draft-errors.js';
import type { AuthorizationDraftsService } from './authorization-drafts.service.js';

export type SubmitAuthorizationService = ReturnType<typeof createSubmitAuthorizationService>;
type SaveRequest = z.output<typeof SaveAuthorizationRequestSchema>;

const isoOrNull = (value: string | undefined) => (value ? usDateToIso(value.trim()) : null);

/** A provider entry the request points at: a directory location, one entered as "not listed", or none. */
type ResolvedEntry = { kind: 'location'; id: number } | { kind: 'notListed'; entry: ProviderEntry } | { kind: 'none' };

/**
 * Submit Authorizations (spec 3): the request types, the CPT lists, the auto-approval check and the save of a
 * request, which the plan's decision rules approve at once or pend for review.
 */
export function createSubmitAuthorizationService(deps: {
  repository: SubmitAuthorizationRepository;
  /** The authorization core's submit command and its stored answers. */
  submissions: SubmissionCommands;
  membersRepository: MembersRepository;
  memberAccess: MemberAccess;
  providerAccess: ProviderAccess;
  settingsService: SettingsService;
  policy: PriorAuthorizationPolicy;
  memberAuthorizations: MemberAuthorizationsCache;
  memberReadAudit: MemberReadAudit;
  /** The practice's drafts: a submission deletes the one it was entered in (issue 34 §4). */
  drafts: Pick<AuthorizationDraftsService, 'visibleDraftId'>;
  clock: Clock;
}) {
  const {
    repository,
    submissions,
    membersRepository,
    memberAccess,
    providerAccess,
    settingsService,
    policy,
    memberAuthorizations,
    memberReadAudit,
    drafts,
    clock,
  } = deps;

  /** The provider and facility the request names, unchecked: what to read about them. */
  function entriesOf(draft: RulesDraft, requestType: RequestType) {
    const config = workflowConfig(requestType.authorizationWorkflowId);
    const resolve = (entry: ProviderEntry, mayBeUnknown: boolean): ResolvedEntry | 'invalid' => {
      if (entry.unknown) return mayBeUnknown ? { kind: 'none' } : 'invalid';
      if (entry.add && entry.id === null) return { kind: 'notListed', entry };
      return entry.id === null ? 'invalid' : { kind: 'location', id: entry.id };
    };
    const provider = resolve(draft.provider, config.allowsUnknownProvider);
    const facility = draft.facility.same ? provider : resolve(draft.facility, false);
    const locationIds = [provider, facility].flatMap((entry) => (entry !== 'invalid' && entry.kind === 'location' ? [entry.id] : []));
    return { config, provider, facility, locationIds };
  }

  /** Only locations of the directory, or "not listed" ones this account entered, may be named. */
  function checkedEntries(
    reader: MemberReader,
    draft: RulesDraft,
    { config, provider, facility, locationIds }: ReturnType<typeof entriesOf>,
    locations: Map<number, LocationFacts>,
    activeIds: readonly number[],
  ) {
    const errors: DraftErrors = {};
    if (provider === 'invalid') errors['provider.name'] = text.required(config.referringLabel);
    if (facility === 'invalid') errors['facility.name'] = text.required(config.servicingLabel);
    if (provider === 'invalid' || facility === 'invalid') throw new ValidationError(text.invalidForm, fieldErrorsOf(errors));
    for (const [path, entry] of [
      ['provider', provider],
      ['facility', facility],
    ] as const) {
      if (entry.kind !== 'location') continue;
      const location = locations.get(entry.id);
      if (!location || (location.addedByAccountId !== null && location.addedByAccountId !== reader.accountId)) {
        throw new ValidationError(text.invalidForm, { [`${path}.name`]: [text.required(path === 'provider' ? config.referringLabel : config.servicingLabel)] });
      }
    }
    // The account must stand behind the request: its provider or facility is one of the account's (spec 3 §6).
    const active = new Set(activeIds);
    if (!locationIds.some((id) => active.has(id))) throw new ForbiddenError(text.save.notYourProviders);
    if (placeOfServiceByCode(draft.service.placeOfService)?.isInpatient && facility.kind === 'location' && !locations.get(facility.id)?.isFacility) {
      // Checked by the rules with the search result's flag; the directory is the authority ("Same as" names the provider's location).
      throw new ValidationError(text.invalidForm, { 'facility.name': [text.provider.inpatientNeedsFacility] });
    }
    return { provider, facility, locations };
  }

  /** The codes' descriptions, from the code sets, not from the request. */
  function readCodes(draft: RulesDraft, isProcedureHidden: boolean) {
    const procedures = isProcedureHidden ? [] : draft.procedureCodes;
    return Promise.all([
      repository.findCodeDescriptions(
        ['icd10'],
        draft.diagnosisCodes.map((item) => item.value),
      ),
      repository.findCodeDescriptions(
        ['cpt', 'hcpcs'],
        procedures.map((item) => item.value),
      ),
    ]).then(([diagnoses, procedureDescriptions]) => ({ diagnoses, procedureDescriptions, procedures }));
  }

  /** The codes must be real ones. */
  function checkedCodes(draft: RulesDraft, codes: Awaited<ReturnType<typeof readCodes>>) {
    const errors: DraftErrors = {};
    draft.diagnosisCodes.forEach((item, index) => {
      if (!codes.diagnoses.has(item.value.trim().toUpperCase())) errors[`diagnosisCodes.${index}.value`] = text.codes.unknownCode('ICD10 Code');
    });
    codes.procedures.forEach((item, index) => {
      if (!codes.procedureDescriptions.has(item.value.trim().toUpperCase())) errors[`procedureCodes.${index}.value`] = text.codes.unknownCode('CPT Code');
    });
    if (Object.keys(errors).length) throw new ValidationError(text.invalidForm, fieldErrorsOf(errors));
    return codes;
  }

  return {
    workflows: (): readonly RequestType[] => requestTypes,

    /** The MRI (578) and spine (579) lists: the codes whose rule asks for the MRI questionnaire today. */
    async cptList(categoryId: number): Promise<readonly string[]> {
      if (categoryId === cptListCategories.mri) return policy.codesNeeding('mriQuestionnaire');
      if (categoryId === cptListCategories.spine) return policy.codesNeeding('spineQuestionnaire');
      throw new NotFoundError('No CPT list has this category id.');
    },

    /** GetGlobalNoAuthRequiredLists: the codes that need no authorization for anyone today. */
    codesNotRequiringAuthorization: () => policy.codesNotRequiringAuthorization(),

    /** auth/MriProviderSpecialty: a location of the directory, or one this account entered as "not listed". */
    async hasMriSpecialty(reader: MemberReader, locationId: number): Promise<boolean> {
      const location = (await repository.findLocations([locationId])).get(locationId);
      if (!location || (location.addedByAccountId !== null && location.addedByAccountId !== reader.accountId)) throw new NotFoundError();
      return hasMriSpecialty(location);
    },

    async isAutoApproved(code: string, groupId: string): Promise<boolean> {
      const [{ groupLists }, rules] = await Promise.all([settingsService.getPortalSettings(), policy.rules()]);
      const context: PolicyContext = { date: todayIso(clock.now()), groupId, groupLists, placeOfService: null };
      return isCodeAutoApproved(code, isAutomationOn(workflowIds.standard, groupId, groupLists), rules, context);
    },

    async save(reader: MemberReader, idempotencyKey: string, body: SaveRequest): Promise<SaveAuthorizationResponse> {
      const { qhid, authorizationWorkflowId: _workflowId, draftId: askedDraftId, ...received } = body;
      const requestType = requestTypeOf(body.authorizationWorkflowId);
      const entries = requestType ? entriesOf(received, requestType) : null;
      // What a submission reads goes out at once (issue 31 §7: five round trips one after another were the most of its
      // wait); nothing read is used before the checks below pass, in their order: a retry answers its first response,
      // an unknown workflow 400, a member out of reach 404 (audited) before anything about the form is said.
      const [earlier, isVisible, member, group, periods, settings, rules, locations, activeIds, codesRead, draftId] = await Promise.all([
        submissions.findResponse(reader.accountId, idempotencyKey),
        memberAccess.answersTo(reader, qhid),
        membersRepository.findById(qhid),
        membersRepository.findGroupOfMember(qhid),
        membersRepository.findCoverages(qhid),
        settingsService.getPortalSettings(),
        policy.rules(),
        repository.findLocations(entries?.locationIds ?? []),
        providerAccess.activeLocationIds(reader.accountId),
        readCodes(received, entries?.config.isProcedureHidden ?? false),
        // Only a draft of this practice goes with the submission; another's id deletes nothing.
        drafts.visibleDraftId(reader, askedDraftId),
      ]);
      if (earlier) return earlier;

      if (!requestType || !entries) throw new ValidationError(text.save.workflowUnavailable);
      const workflowId = requestType.authorizationWorkflowId;
      if (!isVisible) await memberAccess.refuse(reader, qhid, memberReads.authorizationSubmitted);
      if (!member) throw new NotFoundError();
      const phone = group?.tollFreeNumber || settings.helpPhone;
      if (group?.isSecure) throw new ForbiddenError(text.secureGroup(phone));
      if (workflowId === workflowIds.maternity && member.sex === 'M') throw new ValidationError(text.save.maternityForMale);

      const isAutomation = isAutomationOn(workflowId, member.groupId, settings.groupLists);
      const baseContext: DraftContext = {
        workflowId,
        isAutomation,
        groupId: member.groupId,
        codesNotRequiringAuthorization: new Set(),
        today: todayIso(clock.now()),
        isBabyAuthorizationUi: settings.isBabyAuthorizationUi,
      };
      const draft = normalisedDraft(received, baseContext);
      // The policy applies on the date of service (the request's start), for the member's group, at its place.
      const policyContext: PolicyContext = {
        date: coverageDateOf(draft) ?? todayIso(clock.now()),
        groupId: member.groupId,
        groupLists: settings.groupLists,
        placeOfService: draft.service.placeOfService || null,
      };
      const requestedCodes = draft.procedureCodes.map((item) => item.value.trim().toUpperCase());
      const context: DraftContext = {
        ...baseContext,
        codesNotRequiringAuthorization: new Set(requestedCodes.filter((code) => code !== '' && !requiresAuthorization(rules, code, policyContext))),
      };
      const errors = { ...authorizationDetailsErrors(draft, context), ...maternityAnswerErrors(draft) };
      const place = requestType.posCodes.find((candidate) => candidate.code === draft.service.placeOfService);
      if (!place) errors['service.placeOfService'] = text.service.placeOfServiceRequired;
      if (Object.keys(errors).length) throw new ValidationError(text.invalidForm, fieldErrorsOf(errors));
      const placeOfService = place as NonNullable<typeof place>;

      const today = todayIso(clock.now());
      const serviceFrom = coverageDateOf(draft) ?? today;
      if (!isCoveredForService(periods, serviceFrom, today)) throw new ValidationError(text.save.noCoverage(phone));

      const { provider, facility } = checkedEntries(reader, draft, entries, locations, activeIds);
      const codes = checkedCodes(draft, codesRead);
      const mriNote = mriQuestionnaireNoteOf({
        workflowId,
        placeOfService: placeOfService.code,
        memberDob: member.dob,
        procedureCodes: codes.procedures.map((item) => item.value),
        today,
        provider: provider.kind === 'location' ? (locations.get(provider.id) ?? null) : null,
        answers: draft.mriQuestions,
        documentationOf: (code) => documentationFor(rules, code, policyContext),
      });
      const admission = workflowId === workflowIds.unplannedAdmission ? draft.unplannedAdmission : null;
      const admitEnd = isoOrNull(admission?.admitEndDate);
      const endCandidates = [isoOrNull(draft.service.expectedEndDate), admitEnd, ...codes.procedures.map((item) => isoOrNull(item.expectedEndDate))].filter(
        (value): value is string => Boolean(value),
      );
      // A maternity stay runs from its own card's dates (maternity-request.ts).
      const maternityOutcome = maternityOutcomeOf(draft, isAutomation);
      const serviceTo = maternityOutcome?.stay.to ?? endCandidates.sort().at(-1) ?? serviceFrom;
      const procedures = codes.procedures.map((item) => {
        const code = item.value.trim().toUpperCase();
        const startDate = isoOrNull(item.expectedStartDate) ?? serviceFrom;
        return {
          cptCode: code,
          description: codes.procedureDescriptions.get(code) ?? '',
          quantity: placeOfService.requireUnits ? Number(item.requestedUnits) : 1,
          startDate,
          endDate: isoOrNull(item.expectedEndDate) ?? serviceTo,
        };
      });
      const decision = maternityOutcome
        ? maternityOutcome.decision.mother
        : decide({
            workflowId,
            isAutomation,
            procedures: procedures.map((item) => ({ code: item.cptCode, units: item.quantity, days: daysBetween(item.startDate, item.endDate) + 1 })),
            admission: admission ? { source: admission.source, days: admitEnd ? daysBetween(serviceFrom, admitEnd) : null } : null,
            rules,
            context: policyContext,
          });
      const primaryDiagnosis = (draft.diagnosisCodes[0]?.value ?? '').trim().toUpperCase();
      const facilityId = facility.kind === 'location' ? facility.id : null;
      const networkStatusId = (entry: ProviderEntry) => (entry.networkStatus === 'Out-of-Network' ? 4 : 1);
      const notes = notesWithTaxId(draft).trim();
      const now = clock.now();
      const requestedBy = `${draft.request.firstName.trim()} ${draft.request.lastName.trim()}`;
      const requestorPhone = draft.request.extension.trim() ? `${draft.request.phone} x${draft.request.extension.trim()}` : draft.request.phone;
      const authorizationType = authorizationTypeOfWorkflow[workflowId] ?? 'MEDRRT01';
      const priority = draft.priority;
      const linked = maternityOutcome
        ? await linkedAuthorizationsOf(
            repository,
            draft,
            maternityOutcome,
            {
              qhid,
              motherName: `${member.firstName} ${member.lastName}`,
              authorizationType,
              priority,
              requestedBy,
              requestorPhone,
              requestorFax: draft.request.fax,
            },
            reader.accountId,
          )
        : [];
      const locationOf = (entry: ResolvedEntry) =>
        entry.kind === 'location' ? { locationId: entry.id } : entry.kind === 'notListed' ? { notListed: entry.entry } : null;
      const { response: answer } = await submissions.submit({
        door: 'portal',
        draftId,
        request: {
          qhid,
          provider: locationOf(provider),
          facility: draft.facility.same ? null : locationOf(facility),
          providerNetworkStatusId: networkStatusId(draft.provider),
          facilityNetworkStatusId: draft.facility.same || facilityId === null ? null : networkStatusId(draft.facility),
          decision,
          authorizationType,
          placeOfService: { code: placeOfService.code, isInpatient: placeOfService.isInpatient },
          serviceFrom,
          serviceTo,
          priority,
          diagnosis: { code: primaryDiagnosis, description: codes.diagnoses.get(primaryDiagnosis) ?? '' },
          procedures,
          requestor: { name: requestedBy, phone: requestorPhone, fax: draft.request.fax },
          notes: [notes, mriNote].flatMap((note) => (note ? [{ text: note, author: requestedBy }] : [])),
        },
        linked,
        submittedBy: { accountId: reader.accountId, filedByAccountId: reader.signedInAccountId, onBehalfOfAccountId: reader.onBehalfOfAccountId },
        actor: personActor(reader.signedInAccountId, reader.personName ?? reader.userName),
        idempotencyKey,
        workflowId,
        isAutomation,
        sent: { ...body, maternity: draft.maternity },
        receivedAt: now,
      });
      memberAuthorizations.forget(qhid);
      await memberReadAudit.record(reader, memberReads.authorizationSubmitted, qhid, 'success', {
        authorizationId: answer.authorizationId,
        status: answer.authStatus,
      });
      return answer;
    },
  };
}
