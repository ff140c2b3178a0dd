import type { Organization, Practitioner, Provenance, ProvenanceAgent, Reference } from '@medplum/fhirtypes';
import { providerAccessIds } from '../resource-ids.js';
import { exportExtensions, exportProfiles, exportSystems } from './export-codes.js';
import { payerReference } from './member-resources.js';

/**
 * PDex Provenance, where the guide asks for it:
 * - §pdex-127 (SHALL): every exchange names the plan as Transmitter of what it sends. A bulk export is one exchange
 *   of many members; one Provenance per member (targets: what this export sends of them) keeps each small and
 *   lets a client that takes one member's data take its Provenance with it.
 * - §pdex-04/05 and §pdex-87 (SHOULD): data the plan did not author carries its origin. A claim is the provider's
 *   (an X12 837 the plan adjudicated): its Provenance names the billing provider as author and its source format.
 *   Patient, Coverage and prior authorization decisions are the plan's own records; the Transmitter record says so.
 */
const transmitter = (): ProvenanceAgent => ({
  type: { coding: [{ system: exportSystems.usCoreProvenanceParticipantType, code: 'transmitter', display: 'Transmitter' }] },
  who: payerReference(),
});

/** The plan transmitted these resources of one member (the per-exchange Provenance of §pdex-127). */
export function memberTransmissionOf(qhid: number, targets: readonly Reference[], transactionTime: Date): Provenance {
  return {
    resourceType: 'Provenance',
    id: providerAccessIds.provenance(providerAccessIds.patient(qhid)),
    meta: { profile: [exportProfiles.provenance] },
    target: [...targets],
    recorded: transactionTime.toISOString(),
    agent: [transmitter()],
  };
}

/** A claim's origin: its billing provider wrote it, as an X12 837 claim, and the plan transmits what it adjudicated. */
export function claimOriginOf(claimId: string, provider: Reference<Organization | Practitioner>, recorded: Date): Provenance {
  return {
    resourceType: 'Provenance',
    id: providerAccessIds.provenance(claimId),
    meta: { profile: [exportProfiles.provenance] },
    target: [{ reference: `ExplanationOfBenefit/${claimId}` }],
    recorded: recorded.toISOString(),
    agent: [{ type: { coding: [{ system: exportSystems.provenanceParticipantType, code: 'author', display: 'Author' }] }, who: provider }, transmitter()],
    entity: [
      {
        extension: [
          {
            url: exportExtensions.provenanceSourceFormat,
            valueCodeableConcept: { coding: [{ system: exportSystems.pdexPayerDataSource, code: 'x12837', display: '837 claim' }] },
          },
        ],
        role: 'source',
        what: { display: 'The provider\u2019s claim as the plan received it' },
      },
    ],
  };
}
