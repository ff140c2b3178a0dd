import {
  apiPrefix,
  type Authorization,
  authorizationEndpoints,
  type AuthorizationOverview,
  type AuthorizationListRow,
  decisionDueWords,
  documentEndpoints,
  endpointPath,
  settingsEndpoints,
  type TimelineEvent,
  type WordedEvent,
  wordsOfEvent,
} from '@portal/contracts';
import { maria } from '../../ui/member-search/member-search-test-data';

export { maria };
export const qhid = maria.qhid;

export const authorizationKeys = {
  exists: `GET ${apiPrefix}${endpointPath(authorizationEndpoints.exists, { qhid })}`,
  list: `POST ${apiPrefix}${endpointPath(authorizationEndpoints.summaries)}`,
  authorization: (id: number) => `GET ${apiPrefix}${endpointPath(authorizationEndpoints.authorization, { id })}`,
  update: `POST ${apiPrefix}${endpointPath(authorizationEndpoints.update)}`,
  noAuthCodes: `GET ${apiPrefix}${endpointPath(authorizationEndpoints.cptCodesNotRequiringAuth)}`,
  documents: (id: number) => `GET ${apiPrefix}${endpointPath(documentEndpoints.list, { qhid, authId: id })}`,
  settings: `GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`,
};

/** A timeline event as the server tells it: the event's words from contracts, who acted. */
export function toldEvent(at: string, event: WordedEvent, by: string | null = null): TimelineEvent {
  return { kind: event.kind, at, ...wordsOfEvent(event), by, dueAt: event.kind === 'extended' ? event.data.dueAt : null };
}

export const decisionDueEvent = (at: string, title: string): TimelineEvent => ({ kind: 'decision-due', at, title, details: [], by: null, dueAt: at });

export function listRow(id: number, overrides: Partial<AuthorizationListRow> = {}): AuthorizationListRow {
  return {
    id,
    authorizationNumber: `20251100000${id}`,
    providerName: 'Ashley Kim, LCSW',
    facilityName: 'Cascade Urgent Care',
    status: 'Approved',
    serviceFrom: '2025-11-23',
    serviceTo: '2025-11-28',
    decisionDueAt: null,
    totalRows: 1,
    ...overrides,
  };
}

/** An inpatient stay decided 'Automated Approval', one procedure with an editable decision. */
export function inpatientStay(overrides: Partial<AuthorizationOverview> = {}): AuthorizationOverview {
  return {
    id: 9,
    authorizationId: '2025110000009',
    owner: '',
    isInpatient: true,
    userId: null,
    qhid,
    groupId: '4100',
    status: 'Approved',
    receivedDate: '2025-11-17T10:00:00.000Z',
    authorizationType: 'MEDRRT01',
    priority: 'standard',
    decisionDueAt: '2025-11-24T10:00:00.000Z',
    decidedAt: '2025-11-17T10:05:00.000Z',
    pendedQuestion: null,
    extension: null,
    appeals: [],
    appealableLines: [],
    requestor: { requestedBy: 'Linda Yamamoto', phone: '916-555-1342', fax: '916-555-8388' },
    providerName: 'Ashley Kim, LCSW',
    providerNetworkStatusId: 1,
    facilityName: 'Cascade Urgent Care',
    facilityNetworkStatusId: 4,
    diagnosis: {
      code: 'I48.91',
      description: 'Unspecified atrial fibrillation',
      outcome: [{ id: 100, startDate: '2025-11-23', endDate: '2025-11-28', units: null, status: 'Approve', reason: 'Automated Approval', changeStatus: 0 }],
      extensions: [],
    },
    admission: { admissionDate: '2025-11-23', dischargeDate: '2025-11-28', days: 5 },
    service: {
      placeOfService: '21',
      placeOfServiceName: 'Inpatient Hospital',
      procedures: [
        {
          id: 50,
          procedureDetails: { cptCode: '93306', cptCodeDescription: 'Echocardiogram' },
          quantity: '1',
          stringEffectiveDate: '2025-11-23',
          stringEndDate: '2025-11-28',
          changeStatus: 0,
          outcomes: [{ id: 101, startDate: '2025-11-23', endDate: '2025-11-28', units: 1, status: 'Approved', reason: 'Automated Approval', changeStatus: 0 }],
          extensions: [],
        },
        {
          id: 51,
          procedureDetails: { cptCode: '71046', cptCodeDescription: 'Chest X-ray' },
          quantity: '1',
          stringEffectiveDate: '2025-11-23',
          stringEndDate: '2025-11-23',
          changeStatus: 0,
          outcomes: [
            { id: 102, startDate: '2025-11-23', endDate: '2025-11-23', units: 1, status: 'Denied', reason: 'Not Medically Necessary', changeStatus: 0 },
          ],
          extensions: [],
        },
      ],
    },
    notes: [],
    pendingChanges: [],
    isEditDisabled: false,
    timeline: [
      toldEvent('2025-11-17T10:00:00.000Z', {
        kind: 'received',
        status: 'Pending',
        data: { priority: 'standard', dueAt: '2025-11-24T10:00:00.000Z', door: 'portal' },
      }),
      toldEvent('2025-11-17T10:00:00.000Z', {
        kind: 'lines-decided',
        status: 'Approve',
        data: { isFirstDetermination: true, lines: [{ subject: 'Admission', status: 'Approve', reason: 'Automated Approval' }] },
      }),
      decisionDueEvent('2025-11-24T10:00:00.000Z', decisionDueWords.wasDue(decisionDueWords.standardClock)),
    ],
    serviceLineUnits: [],
    ...overrides,
  };
}

/** Outpatient therapy, approved for 10 visits of which 8 are paid: a line nearly used up. */
export function outpatientTherapy(): AuthorizationOverview {
  const stay = inpatientStay();
  const procedure = {
    ...(stay.service.procedures[0] as Authorization['service']['procedures'][number]),
    id: 60,
    procedureDetails: { cptCode: '97110', cptCodeDescription: 'Therapeutic exercises' },
  };
  return {
    ...stay,
    isInpatient: false,
    admission: null,
    diagnosis: { ...stay.diagnosis, outcome: [], extensions: [] },
    service: { placeOfService: '11', placeOfServiceName: 'Office', procedures: [procedure] },
    authorizationType: 'MEDRRT02',
    priority: 'expedited',
    decisionDueAt: '2025-11-20T10:00:00.000Z',
    decidedAt: null,
    status: 'Pending',
    timeline: [
      toldEvent('2025-11-17T10:00:00.000Z', {
        kind: 'received',
        status: 'Pending',
        data: { priority: 'expedited', dueAt: '2025-11-20T10:00:00.000Z', door: 'portal' },
      }),
      toldEvent(
        '2025-11-17T11:00:00.000Z',
        { kind: 'information-requested', status: 'Pended', data: { question: 'Send the therapy plan.', reviewItemId: 1 } },
        'Dana Reviewer',
      ),
      toldEvent('2025-11-18T09:30:00.000Z', { kind: 'document-added', status: 'Pending', data: { fileName: 'therapy-plan.pdf' } }, 'Pat Provider'),
      toldEvent('2025-11-19T12:00:00.000Z', { kind: 'change-requested', status: 'Pending', data: { changes: ['additional-units'] } }, 'Pat Provider'),
      decisionDueEvent('2025-11-20T10:00:00.000Z', decisionDueWords.overdue(decisionDueWords.expeditedClock)),
    ],
    serviceLineUnits: [{ procedureId: 60, cptCode: '97110', authorized: 10, used: 8, startDate: '2025-11-01', endDate: '2026-03-31' }],
  };
}

/** A Future Admission: its date may move. */
export function futureAdmission(): AuthorizationOverview {
  const stay = inpatientStay();
  return {
    ...stay,
    diagnosis: {
      ...stay.diagnosis,
      outcome: [{ ...(stay.diagnosis.outcome[0] as Authorization['diagnosis']['outcome'][number]), reason: 'Future Admission' }],
    },
  };
}
