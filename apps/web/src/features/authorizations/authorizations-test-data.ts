import { apiPrefix, type Authorization, authorizationEndpoints, type AuthorizationListRow, documentEndpoints, endpointPath, settingsEndpoints } from '@portal/contracts';
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

export function listRow(id: number, overrides: Partial<AuthorizationListRow> = {}): AuthorizationListRow {
  return {
    id,
    authorizationNumber: `20251100000${id}`,
    providerName: 'Ashley Kim, LCSW',
    facilityName: 'Cascade Urgent Care',
    status: 'Approved',
    serviceFrom: '2025-11-23',
    serviceTo: '2025-11-28',
    totalRows: 1,
    ...overrides,
  };
}

/** An inpatient stay decided 'Automated Approval', one procedure with an editable decision. */
export function inpatientStay(overrides: Partial<Authorization> = {}): Authorization {
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
          outcomes: [{ id: 102, startDate: '2025-11-23', endDate: '2025-11-23', units: 1, status: 'Denied', reason: 'Not Medically Necessary', changeStatus: 0 }],
          extensions: [],
        },
      ],
    },
    notes: [],
    pendingChanges: [],
    isEditDisabled: false,
    ...overrides,
  };
}

/** A Future Admission: its date may move. */
export function futureAdmission(): Authorization {
  const stay = inpatientStay();
  return {
    ...stay,
    diagnosis: { ...stay.diagnosis, outcome: [{ ...(stay.diagnosis.outcome[0] as Authorization['diagnosis']['outcome'][number]), reason: 'Future Admission' }] },
  };
}
