import { placeOfServiceByCode, type PlaceOfService, type RequestType, workflowIds } from '@portal/contracts';

const places = (...codes: string[]): PlaceOfService[] =>
  codes.map((code) => {
    const place = placeOfServiceByCode(code);
    if (!place) throw new Error(`Unknown place of service ${code}`);
    return place;
  });

/**
 * The core system's request types (spec 3 auth/workflows/): the cards of the Request Type step and the places of
 * service each allows. Maternity is hidden from male members by the browser (spec 3 §2) and refused by the save.
 */
export const requestTypes: readonly RequestType[] = [
  {
    name: 'Standard Authorization',
    description: 'Planned outpatient or inpatient services: surgery, imaging, therapy, specialty care.',
    authorizationWorkflowId: workflowIds.standard,
    posCodes: places('11', '19', '22', '24', '12', '21', '31', '61', '52', '52b', '57b', '57c', '81'),
    trackingKey: 'StandardAuthorization',
    resourceKey: 'EP.SubmitAuthStandard',
  },
  {
    name: 'Unplanned Admission',
    description: 'Notify the plan of an admission that was not scheduled: through the emergency room, a transfer or a direct admit.',
    authorizationWorkflowId: workflowIds.unplannedAdmission,
    posCodes: places('21', '22d', '31', '61'),
    trackingKey: 'UnplannedAdmission',
    resourceKey: 'EP.SubmitAuthUnplanned',
  },
  {
    name: 'Maternity',
    description: 'Delivery admissions: a future OB admission, a stay after delivery, or a newborn in the NICU with the baby’s own authorization.',
    authorizationWorkflowId: workflowIds.maternity,
    // Maternity is an inpatient hospital stay: place of service 21 is fixed (spec 3 §4 workflow configuration).
    posCodes: places('21'),
    trackingKey: 'Maternity',
    resourceKey: 'EP.SubmitAuthMaternity',
  },
  {
    name: 'Durable Medical Equipment',
    description: 'Equipment for use at home, rented or purchased: CPAP machines, wheelchairs, walkers, hospital beds.',
    authorizationWorkflowId: workflowIds.dme,
    posCodes: places('12b', '11', '12'),
    trackingKey: 'DurableMedicalEquipment',
    resourceKey: 'EP.SubmitAuthDme',
  },
];

export const requestTypeOf = (workflowId: number): RequestType | undefined => requestTypes.find((type) => type.authorizationWorkflowId === workflowId);

/** The core system's authorization type code for a portal submission of the workflow (spec 2 §9 types). */
export const authorizationTypeOfWorkflow: Record<number, string> = {
  [workflowIds.standard]: 'MEDRRT01',
  [workflowIds.unplannedAdmission]: 'MEDRRT02',
  [workflowIds.maternity]: 'MEDRRT03',
  [workflowIds.dme]: 'MEDRRT04',
};

/** The tracking key of the request type a portal submission of this authorization type came from, if any. */
export function trackingKeyOfAuthorizationType(authorizationType: string): string | undefined {
  const workflowId = Object.entries(authorizationTypeOfWorkflow).find(([, type]) => type === authorizationType)?.[0];
  return workflowId === undefined ? undefined : requestTypeOf(Number(workflowId))?.trackingKey;
}
