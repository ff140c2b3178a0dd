import {
  addDays,
  authorizationStatusLabel,
  draftLimits,
  draftStepLabels,
  type DraftStep,
  todayIso,
  type WorklistQuerySchema,
  type WorklistResponse,
  type WorklistRow,
  worklistKinds,
  worklistLimits,
  worklistMessages,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { ValidationError } from '../../errors.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { requestTypeOf } from '../../payer/request-types.js';
import type { WorklistCondition, WorklistRecord, WorklistRepository } from './worklist.repository.js';

export type WorklistService = ReturnType<typeof createWorklistService>;

function detailOf(record: WorklistRecord): string {
  switch (record.kind) {
    case 'appealable': {
      const lines = Number(record.detail);
      return `${lines} ${lines === 1 ? 'line' : 'lines'} you may appeal`;
    }
    case 'draft':
      return `${requestTypeOf(record.workflowId ?? 0)?.name ?? 'Request'} · last saved by ${record.detail}`;
    default:
      return record.detail;
  }
}

const rowOf = (record: WorklistRecord): WorklistRow => ({
  kind: record.kind,
  id: record.id,
  reference: record.reference,
  patientName: record.patient,
  providerName: record.provider,
  status: record.kind === 'draft' ? (draftStepLabels[record.status as DraftStep] ?? record.status) : authorizationStatusLabel(record.status),
  dueAt: record.dueAt,
  isDueDateOnly: record.isDueDateOnly,
  detail: detailOf(record),
});

/**
 * The practice's worklist (issue 34 §3): what waits at the account's ACTIVE associations (the member access rule lets
 * an account see the members of its providers' authorizations), across patients. An employee acting as the provider
 * sees it without the drafts, which only the provider's own staff may resume. Each patient named on a page is one
 * audit entry, as every list of theirs is.
 */
export function createWorklistService(deps: {
  repository: WorklistRepository;
  providerAccess: ProviderAccess;
  settingsService: SettingsService;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { repository, providerAccess, settingsService, memberReadAudit, clock } = deps;

  return {
    async list(reader: MemberReader, query: z.output<typeof WorklistQuerySchema>): Promise<WorklistResponse> {
      const active = await providerAccess.activeLocationIds(reader.accountId);
      if (query.locationId !== undefined && !active.includes(query.locationId)) {
        throw new ValidationError(worklistMessages.errors.location, { locationId: [worklistMessages.errors.location] });
      }
      const [locations, settings] = await Promise.all([repository.findLocationNames(active), settingsService.getPortalSettings()]);
      const empty = Object.fromEntries(worklistKinds.map((kind) => [kind, 0])) as WorklistResponse['counts'];
      if (active.length === 0) return { rows: [], totalRows: 0, counts: empty, locations };

      const now = clock.now();
      const today = todayIso(now, 'UTC');
      const condition: WorklistCondition = {
        locationIds: query.locationId === undefined ? active : [query.locationId],
        now,
        today,
        expiringTo: addDays(today, worklistLimits.expiringDays),
        appealWindowDays: settings.appealWindowDays,
        draftLifetimeDays: draftLimits.lifetimeDays,
        includeDrafts: reader.onBehalfOfAccountId === null,
        text: query.q.toLowerCase(),
      };
      const [records, byKind] = await Promise.all([
        repository.findPage(condition, {
          kind: query.kind,
          sort: query.sort,
          direction: query.direction,
          offset: query.pageNumber * query.pageSize,
          limit: query.pageSize,
        }),
        repository.countByKind(condition),
      ]);
      const counts = Object.fromEntries(worklistKinds.map((kind) => [kind, byKind.get(kind) ?? 0])) as WorklistResponse['counts'];
      const totalRows = query.kind ? counts[query.kind] : worklistKinds.reduce((sum, kind) => sum + counts[kind], 0);
      const qhids = [...new Set(records.map((record) => record.qhid))];
      await Promise.all(
        qhids.map((qhid) =>
          memberReadAudit.record(reader, memberReads.worklist, qhid, 'success', {
            rows: records.filter((record) => record.qhid === qhid).map((record) => (record.kind === 'draft' ? `draft:${record.id}` : record.reference)),
          }),
        ),
      );
      return { rows: records.map(rowOf), totalRows, counts, locations };
    },
  };
}
