/**
 * The hot routes of the plan step (query-plans.ts), walked once as their users call them: each with the variations
 * that change its SQL (sorts, filters, pages), as the demo's provider, reviewer and administrator and the EHR Sandbox.
 */
import {
  adminEndpoints,
  apiPrefix,
  authorizationEndpoints,
  benefitEndpoints,
  claimEndpoints,
  endpointPath,
  endpointQuery,
  isoToUsDate,
  memberEndpoints,
  memberSearchActions,
  operationsEndpoints,
  priorAuthorizationMetricsEndpoints,
  providerEndpoints,
  recordNumberEndpoints,
  reviewEndpoints,
  sessionEndpoints,
  worklistEndpoints,
} from '@portal/contracts';
import { listBodies } from './authorizations-bench.js';
import { frequentPatientQhid, searchBodies } from './claims-bench.js';
import { checkAnswer, orderSignExample } from './fhir-crd-bench.js';
import { inquiryAbout, referralExample, sandboxToken, withIdentifier } from './fhir-pas-bench.js';
import { benchMembers } from './member-search-bench.js';
import { queueQueries } from './review-bench.js';

type Headers = Record<string, string>;

async function call(base: string, method: 'GET' | 'POST', path: string, headers: Headers, body?: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function loginAs(base: string, userName: string): Promise<Headers> {
  const response = await call(
    base,
    'POST',
    `${apiPrefix}${endpointPath(sessionEndpoints.login)}`,
    {},
    {
      LoginRequest: { UserName: userName, Password: 'Welcome2Portal!' },
    },
  );
  if (!response.ok) throw new Error(`The login of ${userName} answered ${response.status}.`);
  const user = (await response.json()) as { token: string; userName: string; loginId: number };
  return { authorization: `Bearer ${user.token}`, 'x-user-name': user.userName, 'x-user-id': String(user.loginId) };
}

/**
 * The hot routes, each once or a few times with the variations that change its SQL (sorts, filters, pages), as
 * their users call them. `route` names what runs, for the statements the pool records meanwhile.
 */
export async function walkHotRoutes(base: string, memberCount: number, setRoute: (route: string) => void, problems: string[]): Promise<void> {
  const expectOk = async (route: string, sent: Promise<Response>) => {
    setRoute(route);
    const response = await sent;
    await response.arrayBuffer();
    if (!response.ok) problems.push(`${route} answered ${response.status}`);
  };
  const api = (path: string) => `${apiPrefix}${path}`;

  setRoute('login');
  const provider = await loginAs(base, 'provider@example.com');
  const [member] = benchMembers(1, memberCount);
  for (const searched of [{ memberid: 'M100000001', dob: '04/12/1985' }, ...(member ? [{ memberid: member.memberId, dob: isoToUsDate(member.dob) }] : [])]) {
    await expectOk(
      'member search',
      call(base, 'POST', api(endpointPath(memberEndpoints.search)), provider, { action: memberSearchActions.benefits, ...searched }),
    );
  }
  if (member) await expectOk('benefit summary PDF', call(base, 'GET', api(endpointPath(benefitEndpoints.summaryPdf, { qhid: member.qhid })), provider));

  const qhid = frequentPatientQhid;
  setRoute('claims list');
  const yearsResponse = await call(base, 'GET', `${api(endpointPath(claimEndpoints.years))}${endpointQuery({ qhid })}`, provider);
  const years = yearsResponse.ok ? ((await yearsResponse.json()) as number[]) : [];
  for (const body of searchBodies(qhid, years.slice(0, 1))) {
    await expectOk('claims list', call(base, 'POST', api(endpointPath(claimEndpoints.search)), provider, JSON.parse(body)));
  }
  setRoute('authorization list');
  const first = await call(base, 'POST', api(endpointPath(authorizationEndpoints.summaries)), provider, { qhid });
  const summaries = first.ok ? ((await first.json()) as { years: number[]; authorizations: { authorizationNumber: string }[] }) : undefined;
  for (const body of listBodies(qhid, summaries?.years.slice(0, 1) ?? [])) {
    await expectOk('authorization list', call(base, 'POST', api(endpointPath(authorizationEndpoints.summaries)), provider, JSON.parse(body)));
  }
  await expectOk('worklist', call(base, 'GET', api(endpointPath(worklistEndpoints.list)), provider));
  await expectOk(
    'worklist',
    call(base, 'GET', `${api(endpointPath(worklistEndpoints.list))}${endpointQuery({ q: 'Whitfield', sort: 'due', direction: 'desc' })}`, provider),
  );
  const number = summaries?.authorizations[0]?.authorizationNumber;
  if (number) await expectOk('find by number', call(base, 'POST', api(endpointPath(recordNumberEndpoints.find)), provider, { number }));
  await expectOk('provider search', call(base, 'GET', `${api(endpointPath(providerEndpoints.search))}?name=smi&flags=1`, provider));
  await expectOk('provider search', call(base, 'GET', `${api(endpointPath(providerEndpoints.search))}?npi=1000000004&flags=1`, provider));

  setRoute('review queue');
  const reviewer = await loginAs(base, 'reviewer@example.com');
  const queueResponse = await call(base, 'GET', api(endpointPath(reviewEndpoints.queue)), reviewer);
  const queue = queueResponse.ok
    ? ((await queueResponse.json()) as { rows: { id: number; authorizationNumber: string }[]; groups: { groupId: string }[] })
    : { rows: [], groups: [] };
  const queries = queueQueries(
    queue.groups.slice(0, 2).map((group) => group.groupId),
    queue.rows.slice(0, 1).map((row) => row.authorizationNumber),
  );
  for (const query of queries)
    await expectOk('review queue', call(base, 'GET', `${api(endpointPath(reviewEndpoints.queue))}${endpointQuery(query)}`, reviewer));
  const item = queue.rows[0];
  if (item) await expectOk('review item', call(base, 'GET', api(endpointPath(reviewEndpoints.item, { id: item.id })), reviewer));
  const year = new Date().getUTCFullYear() - 1;
  await expectOk('metrics', call(base, 'GET', `${api(endpointPath(priorAuthorizationMetricsEndpoints.metrics))}${endpointQuery({ year })}`, {}));
  await expectOk(
    'operations dashboard',
    call(base, 'GET', `${api(endpointPath(operationsEndpoints.dashboard))}${endpointQuery({ timeZone: 'UTC' })}`, reviewer),
  );

  setRoute('account history');
  const admin = await loginAs(base, 'admin@example.com');
  const found = await call(base, 'POST', api(endpointPath(adminEndpoints.accountsSearch)), admin, {
    Term: 'provider@example.com',
    PageSize: 10,
    PageNumber: 0,
    SearchType: 'active',
  });
  const [account] = found.ok ? ((await found.json()) as { helperId: number }[]) : [];
  if (account) await expectOk('account history', call(base, 'GET', api(endpointPath(adminEndpoints.account, { id: account.helperId })), admin));
  else problems.push(`account search answered ${found.status} without provider@example.com`);

  const referral = referralExample();
  if (referral) {
    setRoute('PAS $submit');
    const fhirHeaders = { authorization: `Bearer ${await sandboxToken(base)}`, 'content-type': 'application/fhir+json' };
    const run = `plans-${Date.now()}`;
    const submitted = await fetch(`${base}/fhir/Claim/$submit`, { method: 'POST', headers: fhirHeaders, body: JSON.stringify(withIdentifier(referral, run)) });
    const answer = (await submitted.json()) as { entry?: { resource: { preAuthRef?: string } }[] };
    const preAuthRef = answer.entry?.[0]?.resource.preAuthRef;
    if (!submitted.ok || !preAuthRef) problems.push(`PAS $submit answered ${submitted.status}`);
    else {
      setRoute('PAS $inquire');
      const inquired = await fetch(`${base}/fhir/Claim/$inquire`, {
        method: 'POST',
        headers: fhirHeaders,
        body: JSON.stringify(inquiryAbout(referral, preAuthRef, `${run}-inquiry`)),
      });
      await inquired.arrayBuffer();
      if (!inquired.ok) problems.push(`PAS $inquire answered ${inquired.status}`);
    }
  }
  const orderSign = orderSignExample();
  if (orderSign) {
    setRoute('CRD order-sign');
    await checkAnswer(base, orderSign).catch((error: unknown) => problems.push(`CRD order-sign: ${error instanceof Error ? error.message : String(error)}`));
  }
}
