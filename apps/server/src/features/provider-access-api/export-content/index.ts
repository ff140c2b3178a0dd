import type { ProviderAccessExportType } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { members } from '../../../db/schema.js';
import { providerAccessIds } from '../resource-ids.js';

/**
 * A placeholder of the export's content (issue 33 item 3 replaces this file): Patient only, so the export engine
 * (bulk-export/) runs end to end. The interface is the one the engine calls.
 */
export interface ExportSlice {
  qhids: readonly number[];
  types: ReadonlySet<ProviderAccessExportType>;
  since: Date | null;
  transactionTime: Date;
  clientSystemId: number;
}

export function createExportContent(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** Resources of these members (Patient, Coverage, ExplanationOfBenefit, Provenance as asked), by type. */
    async memberResources(slice: ExportSlice): Promise<Map<ProviderAccessExportType, object[]>> {
      const byType = new Map<ProviderAccessExportType, object[]>();
      if (!slice.types.has('Patient') || slice.qhids.length === 0) return byType;
      const rows = await db
        .select({ qhid: members.qhid, firstName: members.firstName, lastName: members.lastName, dob: members.dob, sex: members.sex })
        .from(members)
        .where(inArray(members.qhid, [...slice.qhids]))
        .orderBy(members.qhid);
      const gender = (sex: string) => (sex === 'F' ? 'female' : sex === 'M' ? 'male' : 'unknown');
      byType.set(
        'Patient',
        rows.map((row) => ({
          resourceType: 'Patient',
          id: providerAccessIds.patient(row.qhid),
          name: [{ family: row.lastName, given: [row.firstName] }],
          gender: gender(row.sex),
          birthDate: row.dob,
        })),
      );
      return byType;
    },
    /** Organization and Practitioner every member resource of the export names (members: the group's shared members). */
    // eslint-disable-next-line require-yield -- the placeholder names no provider
    async *providerResources(_scope: {
      groupId: string;
      types: ReadonlySet<ProviderAccessExportType>;
      since: Date | null;
      transactionTime: Date;
      at: Date;
    }): AsyncIterable<{ type: ProviderAccessExportType; resource: object }> {
      return;
    },
  };
}
export type ExportContent = ReturnType<typeof createExportContent>;
