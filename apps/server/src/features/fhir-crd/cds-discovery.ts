import type { CrdHook } from '@portal/contracts';

/**
 * The CDS services of the plan's CRD server (issue 21) and the discovery document that lists them (CDS Hooks 2.0
 * §Discovery, CRD 2.2 §Discovery): one service per hook, each with the prefetch templates whose answers it reads
 * (the patient, the active coverage, and what the hook's orders refer to) and the configuration options it honours.
 */
export interface CdsService {
  id: string;
  hook: CrdHook;
  title: string;
  description: string;
  /** Whether the service answers the hook's orders with coverage information; the others answer an empty response. */
  answersOrders: boolean;
  prefetch: Record<string, string>;
}

const patientAndCoverage = {
  patient: 'Patient/{{context.patientId}}',
  coverage: 'Coverage?patient={{context.patientId}}&status=active',
};

const orderPrefetch = {
  ...patientAndCoverage,
  devices: 'Device?_id={{context.draftOrders.entry.resource.ofType(DeviceRequest).code.resolve().id}}',
};

const configurationOptions = [
  {
    code: 'coverage-info',
    type: 'boolean',
    name: 'Coverage Information',
    description:
      'Whether each order is covered, needs prior authorization (or already has it) and what documentation the request needs, added to the order as coverage information.',
    default: true,
  },
  { code: 'max-cards', type: 'integer', name: 'Maximum cards', description: 'The most cards the service returns.', default: 10 },
];

export const cdsServices: readonly CdsService[] = [
  {
    id: 'order-sign-crd',
    hook: 'order-sign',
    title: 'Coverage requirements when orders are signed',
    description: 'Whether the orders being signed are covered, need prior authorization or already have it, and what documentation the request needs.',
    answersOrders: true,
    prefetch: orderPrefetch,
  },
  {
    id: 'order-select-crd',
    hook: 'order-select',
    title: 'Coverage requirements when orders are selected',
    description: 'Whether the orders being selected are covered, need prior authorization or already have it, and what documentation the request needs.',
    answersOrders: true,
    prefetch: orderPrefetch,
  },
  {
    id: 'order-dispatch-crd',
    hook: 'order-dispatch',
    title: 'Coverage requirements when orders are dispatched',
    description: 'Whether the orders being sent to a performer are covered, need prior authorization or already have it.',
    answersOrders: true,
    prefetch: {
      ...patientAndCoverage,
      serviceRequests: 'ServiceRequest?_id={{context.dispatchedOrders.resolve().ofType(ServiceRequest).id}}',
      deviceRequests: 'DeviceRequest?_id={{context.dispatchedOrders.resolve().ofType(DeviceRequest).id}}',
    },
  },
  {
    id: 'appointment-book-crd',
    hook: 'appointment-book',
    title: 'Coverage requirements when appointments are booked',
    description: 'Whether the services of the appointments being booked are covered, need prior authorization or already have it.',
    answersOrders: true,
    prefetch: {
      ...patientAndCoverage,
      serviceRequests: 'ServiceRequest?_id={{context.appointments.entry.resource.basedOn.resolve().ofType(ServiceRequest).id}}',
    },
  },
  {
    id: 'encounter-start-crd',
    hook: 'encounter-start',
    title: 'Encounter start',
    description: 'Listed for EHRs that call every CRD hook: the plan has no guidance at the start of an encounter and answers no cards.',
    answersOrders: false,
    prefetch: {},
  },
  {
    id: 'encounter-discharge-crd',
    hook: 'encounter-discharge',
    title: 'Encounter discharge',
    description: 'Listed for EHRs that call every CRD hook: the plan has no guidance at discharge and answers no cards.',
    answersOrders: false,
    prefetch: {},
  },
];

const byId = new Map(cdsServices.map((service) => [service.id, service]));
export const cdsServiceById = (id: string): CdsService | undefined => byId.get(id);

/** GET /cds-services. */
export function discoveryDocument() {
  return {
    services: cdsServices.map((service) => ({
      hook: service.hook,
      title: service.title,
      description: service.description,
      id: service.id,
      ...(Object.keys(service.prefetch).length > 0 ? { prefetch: service.prefetch } : {}),
      extension: { 'davinci-crd.version': ['2.2'], ...(service.answersOrders ? { 'davinci-crd.configuration-options': configurationOptions } : {}) },
    })),
  };
}
