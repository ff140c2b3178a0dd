import { type AuthorizationDraftBodySchema, draftLimits, draftMessages, type DraftStep, type SavedAuthorizationDraft } from '@portal/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import type { MemberAccess } from '../../access/member-access.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import type { AuthorizationDraftsRepository, DraftRow } from './authorization-drafts.repository.js';

export type AuthorizationDraftsService = ReturnType<typeof createAuthorizationDraftsService>;
type DraftBody = z.output<typeof AuthorizationDraftBodySchema>;

const dayMs = 86_400_000;

/**
 * The practice a draft belongs to: its provider and facility where they are the account's own, else (nothing of
 * the account's chosen yet) every active location of the account, so that its colleagues at any of them see it.
 */
export function draftLocationsOf(answers: DraftBody['answers'], activeLocationIds: readonly number[]): number[] {
  const active = new Set(activeLocationIds);
  const chosen = [answers.provider.id, answers.facility.same ? null : answers.facility.id].filter((id): id is number => id !== null && active.has(id));
  return chosen.length > 0 ? [...new Set(chosen)] : [...activeLocationIds];
}

/**
 * Drafts of the wizard (issue 34 §4), per practice: an account sees a draft when one of its active associations is
 * among the draft's locations; any other draft answers 404 like an unknown one. Saving needs the member access rule
 * (the saver found the patient); opening a practice's draft lets the colleague read that patient, as the draft is
 * the practice's care of them, and is audited as a read.
 */
export function createAuthorizationDraftsService(deps: {
  repository: AuthorizationDraftsRepository;
  providerAccess: ProviderAccess;
  memberAccess: MemberAccess;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { repository, providerAccess, memberAccess, memberReadAudit, clock } = deps;

  const savedOf = (row: DraftRow): SavedAuthorizationDraft => ({
    id: row.id,
    qhid: row.qhid,
    authorizationWorkflowId: row.workflowId,
    step: row.step as DraftStep,
    hasQuestionnaire: row.hasQuestionnaire,
    isMriRelated: row.isMriRelated,
    answers: row.answers,
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: new Date(row.updatedAt.getTime() + draftLimits.lifetimeDays * dayMs).toISOString(),
    updatedByName: row.updatedByName,
  });

  async function visible(reader: MemberReader, draftId: number): Promise<DraftRow> {
    const row = await repository.findVisible(draftId, await providerAccess.activeLocationIds(reader.accountId));
    if (!row) throw new NotFoundError(draftMessages.notFound);
    return row;
  }

  async function valuesOf(reader: MemberReader, body: DraftBody) {
    const active = await providerAccess.activeLocationIds(reader.accountId);
    if (active.length === 0) throw new ForbiddenError(draftMessages.errors.noProviders);
    await memberAccess.require(reader, body.qhid, memberReads.authorizationDraftSaved);
    const values = {
      qhid: body.qhid,
      workflowId: body.authorizationWorkflowId,
      step: body.step,
      hasQuestionnaire: body.hasQuestionnaire,
      isMriRelated: body.isMriRelated,
      answers: body.answers,
      accountId: reader.accountId,
      at: clock.now(),
    };
    return { values, locationIds: draftLocationsOf(body.answers, active) };
  }

  return {
    async create(reader: MemberReader, body: DraftBody): Promise<SavedAuthorizationDraft> {
      const { values, locationIds } = await valuesOf(reader, body);
      const id = await repository.create(values, locationIds);
      await memberReadAudit.record(reader, memberReads.authorizationDraftSaved, body.qhid, 'success', { draftId: id });
      return savedOf(await visible(reader, id));
    },

    async update(reader: MemberReader, draftId: number, body: DraftBody): Promise<SavedAuthorizationDraft> {
      const existing = await visible(reader, draftId);
      if (existing.qhid !== body.qhid) throw new ValidationError(draftMessages.errors.patientFixed);
      const { values, locationIds } = await valuesOf(reader, body);
      if (!(await repository.update(draftId, values, locationIds))) throw new NotFoundError(draftMessages.notFound);
      await memberReadAudit.record(reader, memberReads.authorizationDraftSaved, body.qhid, 'success', { draftId });
      // Saved with the provider of another of the account's practices, it may leave this one: answered as saved.
      return savedOf((await repository.findVisible(draftId, locationIds)) ?? existing);
    },

    async get(reader: MemberReader, draftId: number): Promise<SavedAuthorizationDraft> {
      const row = await visible(reader, draftId);
      await memberAccess.recordFound(reader, row.qhid);
      await memberReadAudit.record(reader, memberReads.authorizationDraft, row.qhid, 'success', { draftId });
      return savedOf(row);
    },

    async remove(reader: MemberReader, draftId: number): Promise<void> {
      const row = await visible(reader, draftId);
      await repository.remove(draftId);
      await memberReadAudit.record(reader, memberReads.authorizationDraftSaved, row.qhid, 'deleted', { draftId });
    },

    /** The draft a submission names, when the practice may see it (else nothing is deleted with the submission). */
    async visibleDraftId(reader: MemberReader, draftId: number | null): Promise<number | null> {
      if (draftId === null) return null;
      const row = await repository.findVisible(draftId, await providerAccess.activeLocationIds(reader.accountId));
      return row ? row.id : null;
    },

    /** Deletes drafts not saved for 30 days (the sweep). */
    sweep: () => repository.removeSavedBefore(new Date(clock.now().getTime() - draftLimits.lifetimeDays * dayMs)),
  };
}
