/**
 * The wizard's submission under load (issue 31 bench): POST auth/ of a complete standard outpatient request at 20
 * connections, each with its own Idempotency-Key (so none is a retry), p95 target 100 ms. The request is the one a
 * provider makes for the demo's Maria (group 4100: no automation, so each submission is received, pended and queued
 * for review: the full write path), from the account's own provider and facility, after finding her by member id and
 * date of birth as the wizard's first step does.
 */
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import {
  apiPrefix,
  endpointPath,
  idempotencyKeyHeader,
  memberEndpoints,
  providerEndpoints,
  type ProviderAssociation,
  type SaveAuthorizationRequest,
  submitAuthorizationEndpoints,
} from '@portal/contracts';
import { benchConnections, figureOf, latencyLine, loadWithLatencies, measuredP95, meetsP95, type RouteFigure } from './latency-load.js';

const submissionTargetP95Ms = 100;
/** The demo's fixed member the requests are for (apps/server/src/demo/demo-member-list.ts). */
const maria = { memberid: 'M100000001', dob: '04/12/1985', firstname: 'Maria' };

type Headers = Record<string, string>;

async function postJson<T>(base: string, path: string, headers: Headers, body: unknown): Promise<T> {
  const response = await fetch(`${base}${apiPrefix}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Maria found and the account's own provider and facility: what the wizard's first steps give it. */
async function requestFor(base: string, headers: Headers): Promise<SaveAuthorizationRequest> {
  const member = await postJson<{ qhid: number }>(base, endpointPath(memberEndpoints.search), headers, { action: 'BenefitsLookup', ...maria });
  const associations = await postJson<ProviderAssociation[]>(base, endpointPath(providerEndpoints.associationList), headers, { PageSize: 100 });
  const active = associations.filter((association) => association.taxId !== null);
  const provider = active.find((association) => !association.isFacility);
  const facility = active.find((association) => association.isFacility);
  if (!provider || !facility) throw new Error('The bench account needs an active provider and facility.');
  return {
    qhid: member.qhid,
    authorizationWorkflowId: 1,
    service: { placeOfService: '22', expectedStartDate: '03/10/2026', expectedEndDate: '03/10/2026' },
    diagnosisCodes: [{ value: 'M17.11', description: '' }],
    procedureCodes: [{ value: '29881', description: '', requestedUnits: '1', unitDescription: 'Units', expectedStartDate: '', expectedEndDate: '' }],
    provider: { id: provider.locationId, name: provider.fullName, networkStatus: 'In-Network', fax: '916-555-0100', taxID: provider.taxId ?? '' },
    facility: { id: facility.locationId, name: facility.fullName, networkStatus: 'In-Network', isFacility: true },
    request: { firstName: 'Dana', lastName: 'Whitfield', phone: '916-555-0123', extension: '12', fax: '916-555-0199', notes: 'Bench request.' },
  };
}

export async function benchWizardSubmission(base: string, headers: Headers, durationSeconds: number, dataSet: string): Promise<RouteFigure[]> {
  const body = JSON.stringify(await requestFor(base, headers));
  let sent = 0;
  const submit: autocannon.Request = {
    method: 'POST',
    path: `${apiPrefix}${endpointPath(submitAuthorizationEndpoints.save)}`,
    setupRequest: (request) => {
      sent += 1;
      return { ...request, body, headers: { ...request.headers, 'content-type': 'application/json', [idempotencyKeyHeader]: randomUUID() } };
    },
  };
  const load = await loadWithLatencies('POST /api/auth/ (wizard)', base, headers, [submit], durationSeconds);
  console.log(latencyLine(load, `   (${sent} submitted)`));
  console.log(
    `Target: wizard submission p95 ≤ ${submissionTargetP95Ms} ms at ${benchConnections} connections over ${dataSet}: ${meetsP95(load, submissionTargetP95Ms) ? 'met' : 'MISSED'} ${measuredP95(load)}`,
  );
  return [figureOf(load, 'write', 'wizard submission')];
}
