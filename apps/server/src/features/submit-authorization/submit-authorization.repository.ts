import type { CodeSet, ProviderEntry, SaveAuthorizationResponse } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { insertLinkedAuthorizations, type LinkedAuthorizationToSave, type SavedLinkedAuthorization } from './linked-authorizations.repository.js';
import { recordReceipt } from '../review/review-intake.js';
import {
  authorizationNotes,
  authorizationOutcomes,
  authorizationProcedures,
  authorizations,
  authorizationSubmissions,
  codeSetEntries,
  notListedProviderIds,
  providerLocations,
} from '../../db/schema.js';

export type SubmitAuthorizationRepository = ReturnType<typeof createSubmitAuthorizationRepository>;

export interface ProcedureToSave {
  cptCode: string;
  description: string;
  quantity: number;
  startDate: string;
  endDate: string;
}

/** Everything one submission writes, decided by the service. */
export interface AuthorizationToSave {
  /** providerLocationId null: an unknown admitting provider, the admission goes on the facility's record. */
  authorization: Omit<typeof authorizations.$inferInsert, 'id' | 'authorizationNumber' | 'providerLocationId'> & { providerLocationId: number | null };
  procedures: ProcedureToSave[];
  /** The admission's decision days (inpatient, approved), or null. */
  approvedAdmission: { startDate: string; endDate: string; days: number } | null;
  /** The request's notes, then the MRI questionnaire's answers: one row each, as a reviewer reads them. */
  notes: { text: string; author: string }[];
  submission: Omit<typeof authorizationSubmissions.$inferInsert, 'id' | 'authorizationId' | 'response'>;
  /** Providers entered as "not listed" that are created with the authorization (without automation). */
  notListed: { provider: ProviderEntry | null; facility: ProviderEntry | null };
  /** Authorizations saved with this one (maternity's baby and linked authorizations); none for most requests. */
  linked?: readonly LinkedAuthorizationToSave[];
  numberFor: (id: number) => string;
  responseFor: (row: { id: number; authorizationNumber: string; linked: SavedLinkedAuthorization[] }) => SaveAuthorizationResponse;
}

export interface LocationFacts {
  locationId: number;
  fullName: string;
  isFacility: boolean;
  addedByAccountId: number | null;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** A provider entered as "not listed": its row, with an id from the not-listed range. */
async function insertNotListedProvider(db: Executor, entry: ProviderEntry, accountId: number): Promise<number> {
  const [row] = await db
    .insert(providerLocations)
    .values({
      locationId: sql`nextval(${notListedProviderIds.seqName})`,
      npi: entry.npi.trim(),
      fullName: `${entry.firstName.trim()} ${entry.lastName.trim()}`.trim(),
      taxId: entry.taxID.trim(),
      address1: entry.address.trim(),
      address2: entry.address2.trim() || null,
      city: entry.city.trim(),
      state: entry.state.trim().toUpperCase(),
      zipCode: entry.zip.trim(),
      phone: entry.phone.trim(),
      isFacility: entry.isFacility,
      addedByAccountId: accountId,
    })
    .returning({ locationId: providerLocations.locationId });
  if (!row) throw new Error('The provider was not saved.');
  return row.locationId;
}

export function createSubmitAuthorizationRepository(db: Database) {
  return {
    async findSubmissionResponse(accountId: number, idempotencyKey: string): Promise<SaveAuthorizationResponse | undefined> {
      const [row] = await db
        .select({ response: authorizationSubmissions.response })
        .from(authorizationSubmissions)
        .where(and(eq(authorizationSubmissions.accountId, accountId), eq(authorizationSubmissions.idempotencyKey, idempotencyKey)));
      return row?.response as SaveAuthorizationResponse | undefined;
    },

    /** code (upper-cased) → description, for the codes that are in one of the sets. */
    async findCodeDescriptions(codeSets: readonly CodeSet[], codes: readonly string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: codeSetEntries.code, description: codeSetEntries.fullDescription })
        .from(codeSetEntries)
        .where(and(inArray(codeSetEntries.codeSet, [...codeSets]), inArray(sql`upper(${codeSetEntries.code})`, codes.map((code) => code.toUpperCase()))));
      return new Map(rows.map((row) => [row.code.toUpperCase(), row.description]));
    },

    async findLocations(locationIds: readonly number[]): Promise<Map<number, LocationFacts>> {
      if (locationIds.length === 0) return new Map();
      const rows = await db
        .select({
          locationId: providerLocations.locationId,
          fullName: providerLocations.fullName,
          isFacility: providerLocations.isFacility,
          addedByAccountId: providerLocations.addedByAccountId,
        })
        .from(providerLocations)
        .where(inArray(providerLocations.locationId, [...locationIds]));
      return new Map(rows.map((row) => [row.locationId, row]));
    },

    saveNotListedProvider: (entry: ProviderEntry, accountId: number) => insertNotListedProvider(db, entry, accountId),

    /**
     * Writes the authorization, its procedures, decisions, note and the submission in one transaction. Answers
     * the stored response, or undefined when a submission with the same key won the race (the caller reads it).
     */
    async saveAuthorization(toSave: AuthorizationToSave): Promise<SaveAuthorizationResponse | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const accountId = toSave.submission.accountId;
          const providerId = toSave.notListed.provider ? await insertNotListedProvider(tx, toSave.notListed.provider, accountId) : toSave.authorization.providerLocationId;
          const facilityId = toSave.notListed.facility
            ? await insertNotListedProvider(tx, toSave.notListed.facility, accountId)
            : (toSave.authorization.facilityLocationId ?? null);
          // The number carries the id: insert, then number the row (unique placeholder until then).
          const [inserted] = await tx
            .insert(authorizations)
            .values({
              ...toSave.authorization,
              authorizationNumber: `pending-${accountId}-${toSave.submission.idempotencyKey}`,
              providerLocationId: providerId ?? (facilityId as number),
              facilityLocationId: facilityId,
            })
            .returning({ id: authorizations.id });
          const id = inserted?.id as number;
          const authorizationNumber = toSave.numberFor(id);
          await tx.update(authorizations).set({ authorizationNumber }).where(eq(authorizations.id, id));
          const procedures = toSave.procedures.length
            ? await tx
                .insert(authorizationProcedures)
                .values(toSave.procedures.map((procedure, position) => ({ ...procedure, authorizationId: id, position })))
                .returning({ id: authorizationProcedures.id, quantity: authorizationProcedures.quantity, startDate: authorizationProcedures.startDate, endDate: authorizationProcedures.endDate })
            : [];
          const decidedAt = toSave.authorization.receivedAt;
          const { status, outcomeReason: reason } = toSave.authorization;
          // The decision on submission is the authorization's first status (issue 17 timeline).
          await recordReceipt(tx, { authorizationId: id, status, priority: toSave.authorization.priority ?? 'standard', receivedAt: decidedAt, dueAt: toSave.authorization.decisionDueAt });
          if (status === 'Approved') {
            const outcomes = [
              ...(toSave.approvedAdmission
                ? [{ authorizationId: id, procedureId: null, status, reason, startDate: toSave.approvedAdmission.startDate, endDate: toSave.approvedAdmission.endDate, units: toSave.approvedAdmission.days, decidedAt }]
                : []),
              ...procedures.map((procedure) => ({ authorizationId: id, procedureId: procedure.id, status, reason, startDate: procedure.startDate, endDate: procedure.endDate, units: procedure.quantity, decidedAt })),
            ];
            if (outcomes.length) await tx.insert(authorizationOutcomes).values(outcomes);
          }
          if (toSave.notes.length) await tx.insert(authorizationNotes).values(toSave.notes.map((note) => ({ authorizationId: id, ...note, createdAt: decidedAt })));
          const placeholderKey = `pending-${accountId}-${toSave.submission.idempotencyKey}`;
          const first = { authorizationNumber, placeholderKey, providerLocationId: providerId ?? (facilityId as number), facilityLocationId: facilityId, filedByAccountId: toSave.authorization.filedByAccountId ?? null };
          const linked = await insertLinkedAuthorizations(tx, toSave.linked ?? [], first, toSave.numberFor);
          const response = toSave.responseFor({ id, authorizationNumber, linked });
          await tx.insert(authorizationSubmissions).values({ ...toSave.submission, authorizationId: id, response });
          return response;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
  };
}
