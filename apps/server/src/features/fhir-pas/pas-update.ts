import { escapeBrandText, isoToUsDate, todayIso, UpdateAuthorizationRequestSchema } from '@portal/contracts';
import { clientSystemActor } from '../../authorization-core/actors.js';
import type { AuthorizationCore } from '../../authorization-core/authorization-core.js';
import type { Clock } from '../../clock.js';
import type { AuthorizationsService } from '../../authorization-records/authorizations.service.js';
import type { MemberAuthorizationsCache } from '../../authorization-records/member-authorizations-cache.js';
import { FhirError } from '../../fhir/operation-outcome.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { PasLine, PasRequest } from './pas-request.js';
import type { PasRepository } from './pas.repository.js';

/** X12 certification types (1322) of a PAS item: cancel, and extension (more of a line). */
export const cancelCertification = '3';
export const extensionCertification = '4';

/** PAS updates through the authorization core: the same commands as the portal's edits and withdrawal. */
export function createPasUpdate(deps: {
  repository: Pick<PasRepository, 'findState'>;
  core: Pick<AuthorizationCore, 'withdraw'>;
  authorizationsService: Pick<AuthorizationsService, 'get' | 'update'>;
  memberAuthorizations: MemberAuthorizationsCache;
  memberReadAudit: MemberReadAudit;
  getBrand: () => Promise<{ planName: string }>;
  clock: Clock;
}) {
  const { repository, core, authorizationsService, memberAuthorizations, memberReadAudit, getBrand, clock } = deps;

  /**
   * An update of an earlier request (Claim.related, or items naming its authorization number): cancellations,
   * extensions (more units of a line) and added lines act on that authorization exactly as the portal's edits do.
   */
  return async function update(
    client: { clientSystemId: number },
    reader: MemberReader,
    request: PasRequest,
    authorizationId: number,
    qhid: number,
  ): Promise<void> {
    const lines = request.lines;
    const state = await repository.findState(authorizationId, escapeBrandText('plainText', (await getBrand()).planName));
    if (!state)
      throw FhirError.of(404, [
        { code: 'not-found', diagnostics: 'The authorization this request updates was not found.', expression: 'Bundle.entry[0].resource.related' },
      ]);
    const actor = clientSystemActor(client.clientSystemId);
    const cancelledCodes = new Set(lines.filter((line) => line.certificationType === cancelCertification).map((line) => line.code));
    // Every line of the request cancelled: the request is withdrawn (one that is decided stays as it was).
    if (cancelledCodes.size > 0 && state.lines.every((line) => cancelledCodes.has(line.code))) {
      const result = await core.withdraw({ authorizationId, reason: 'Cancelled by the requester (PAS)', actor, now: clock.now() });
      memberAuthorizations.forget(qhid);
      await memberReadAudit.record(reader, memberReads.authorizationChange, qhid, result.kind === 'withdrawn' ? 'success' : 'already-decided', {
        via: 'pas-cancel',
        authorizationNumber: state.authorizationNumber,
      });
      return;
    }
    const known = new Map(state.lines.map((line) => [line.code, line]));
    const procedures = (await authorizationsService.get(reader, authorizationId)).service.procedures;
    const added = lines.filter((line) => line.certificationType !== cancelCertification && !known.has(line.code));
    const extended = lines.filter((line) => line.certificationType === extensionCertification && known.has(line.code));
    const cancelledProcedureIds = procedures
      .filter((procedure) => cancelledCodes.has(procedure.procedureDetails.cptCode.toUpperCase()))
      .map((procedure) => procedure.id);
    const today = todayIso(clock.now());
    const usDate = (value: string | null, fallback: string) => isoToUsDate(value ?? fallback);
    if (added.length === 0 && extended.length === 0) {
      // Only cancellations: no change for a reviewer, the lines are cancelled at once.
      if (cancelledProcedureIds.length) {
        const onlyCancelled = { id: authorizationId, authorizationId: state.authorizationNumber, outcomeEdits: [], additionalUnits: [], addedProcedures: [] };
        await authorizationsService.update(reader, onlyCancelled, { cancelledProcedureIds, actor });
      }
      return;
    }
    // The portal's own edit request, held to its field rules (dates, units) like one from Manage Authorizations.
    const edit = UpdateAuthorizationRequestSchema.safeParse({
      id: authorizationId,
      authorizationId: state.authorizationNumber,
      additionalUnits: extended.flatMap((line) => {
        const procedure = procedures.find((candidate) => candidate.procedureDetails.cptCode.toUpperCase() === line.code);
        return procedure
          ? [{ procedureId: procedure.id, startDate: usDate(line.from, today), endDate: usDate(line.to, line.from ?? today), requestedUnits: line.units }]
          : [];
      }),
      addedProcedures: added.map((line: PasLine) => ({
        cptCode: line.code,
        cptCodeDescription: line.display ?? line.code,
        procedureStartDate: usDate(line.from, today),
        procedureEndDate: usDate(line.to, line.from ?? today),
        requestedUnits: line.units,
      })),
    });
    if (!edit.success) {
      throw FhirError.of(
        422,
        edit.error.issues.map((issue) => ({ code: 'value' as const, diagnostics: issue.message, expression: 'Bundle.entry[0].resource.item' })),
      );
    }
    await authorizationsService.update(reader, edit.data, { cancelledProcedureIds, actor });
  };
}
