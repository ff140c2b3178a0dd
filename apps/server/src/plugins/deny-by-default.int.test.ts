import { type EndpointAccess, roles } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.js';
import { createMemberAreaApp, type MemberAreaCallers } from '../test/member-test-support.js';
import { bearer, tokenOf } from '../test/test-app.js';

/**
 * Deny by default (issue 16): every route the server registers is walked, so a route added later is covered without
 * anyone writing a test for it. Each must say who may call it; each that is not public refuses a caller without a
 * session (401), and each refuses the kinds of user its access leaves out (403) before its handler runs.
 */
let callers: MemberAreaCallers;
let temporaryPassword: string;
let accountUpdate: string;
let reviewer: string;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  temporaryPassword = await tokenOf(callers.testApp.app, 'temp@example.com');
  accountUpdate = await tokenOf(callers.testApp.app, 'update@example.com');
  reviewer = await tokenOf(callers.testApp.app, 'reviewer@example.com');
});
afterAll(() => callers.testApp.close());

const isApiRoute = (route: RegisteredRoute) => route.url.startsWith('/api/') && route.method !== 'HEAD';
const routes = () => callers.testApp.app.registeredRoutes;
/** The routes outside /api and /fhir: the web app's, the load balancer's and the local demo's, none of them data. */
const knownOutsideApi = ['GET /dev/mailbox', 'GET /dev/mailbox/messages', 'GET /healthz', 'GET /readyz'];
const isFhirRoute = (route: RegisteredRoute) => (route.url === '/fhir' || route.url.startsWith('/fhir/')) && route.method !== 'HEAD';
const isCdsHooksRoute = (route: RegisteredRoute) => (route.url === '/cds-services' || route.url.startsWith('/cds-services/')) && route.method !== 'HEAD';

/** The route's URL with every parameter filled in: the access check comes before the parameters are read. */
const urlOf = (route: RegisteredRoute) => route.url.replace(/:[A-Za-z]\w*/g, '1').replace(/\*$/, 'x');
const call = (route: RegisteredRoute, token: string | null) =>
  callers.testApp.app.inject({ method: route.method as 'GET', url: urlOf(route), headers: token ? bearer(token) : {} });

/** employee: admin@example.com, who holds the policy role but not the reviewer's; reviewer: the reverse. */
type Kind = 'provider' | 'limited' | 'employee' | 'reviewer' | 'impersonating' | 'temporaryPassword' | 'accountUpdate';
const tokenOfKind = (kind: Kind): string =>
  ({
    provider: callers.provider,
    limited: callers.limited,
    employee: callers.employee,
    reviewer,
    impersonating: callers.impersonating,
    temporaryPassword,
    accountUpdate,
  })[kind];

/** The kinds of signed-in user an access leaves out. */
function refusedKinds(access: EndpointAccess): Kind[] {
  if (access.caller === 'public' || access.answersEverySession) return [];
  const kinds: Kind[] = [];
  if (access.caller === 'employee') kinds.push('provider', 'limited');
  if (access.caller === 'provider') kinds.push('employee', 'reviewer');
  if (access.role === roles.reviewer) kinds.push('employee');
  if (access.role === roles.policy || access.role === roles.siteAdministrator || access.role === roles.brand) kinds.push('reviewer');
  if (access.caller !== 'employee' && !access.limited) kinds.push('limited');
  if (!access.impersonation) kinds.push('impersonating');
  if (access.caller !== 'optional') {
    if (access.pendingAccountActionFlow !== 'resetTemporaryPassword') kinds.push('temporaryPassword');
    if (access.pendingAccountActionFlow !== 'updateAccount') kinds.push('accountUpdate');
  }
  return kinds;
}

describe('every route', () => {
  it('says who may call it when it is an API route; the others are the known few', () => {
    const name = (route: RegisteredRoute) => `${route.method} ${route.url}`;
    expect(
      routes()
        .filter((route) => isApiRoute(route) && route.access === undefined)
        .map(name),
    ).toEqual([]);
    expect(
      routes()
        .filter((route) => !route.url.startsWith('/api/') && !isFhirRoute(route) && !isCdsHooksRoute(route) && route.method !== 'HEAD')
        .map(name)
        .sort(),
    ).toEqual(knownOutsideApi);
    expect(routes().filter(isApiRoute).length).toBeGreaterThan(90);
  });

  it('says who may call it when it is a FHIR route, and refuses a caller without an access token (401) unless public', async () => {
    const fhirRoutes = routes().filter(isFhirRoute);
    expect(fhirRoutes.filter((route) => route.fhirAccess === undefined).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(fhirRoutes.length).toBeGreaterThan(1);
    const answered: string[] = [];
    for (const route of fhirRoutes.filter((candidate) => candidate.fhirAccess !== 'public')) {
      // A portal session is no access token on the FHIR API.
      for (const token of [null, callers.employee, callers.provider]) {
        const response = await call(route, token);
        if (response.statusCode !== 401 || response.json<{ resourceType?: string }>().resourceType !== 'OperationOutcome')
          answered.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('says who may call it when it is a CDS Hooks route, and refuses a caller without the EHR’s signed JWT (401) unless public', async () => {
    const cdsRoutes = routes().filter(isCdsHooksRoute);
    expect(cdsRoutes.filter((route) => route.cdsHooksAccess === undefined).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // Discovery, and the CORS preflights a browser sends without the JWT (they answer headers only).
    expect(cdsRoutes.filter((route) => route.cdsHooksAccess === 'public').map((route) => `${route.method} ${route.url}`)).toEqual([
      'OPTIONS /cds-services',
      'OPTIONS /cds-services/*',
      'GET /cds-services',
    ]);
    const answered: string[] = [];
    for (const route of cdsRoutes.filter((candidate) => candidate.cdsHooksAccess !== 'public')) {
      // Neither a portal session nor nothing at all is a CDS client's JWT.
      for (const token of [null, callers.employee, callers.provider]) {
        const response = await call(route, token);
        if (response.statusCode !== 401) answered.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('refuses a caller without a session (401) unless it is public or takes anonymous callers', async () => {
    const closed = routes().filter((route) => isApiRoute(route) && route.access && !['public', 'optional'].includes(route.access.caller));
    const answered: string[] = [];
    for (const route of closed) {
      const response = await call(route, null);
      if (response.statusCode !== 401) answered.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(answered).toEqual([]);
  });

  it('refuses each kind of user its access leaves out (403), before its handler runs', async () => {
    const answered: string[] = [];
    let checks = 0;
    for (const route of routes().filter(isApiRoute)) {
      for (const kind of route.access ? refusedKinds(route.access) : []) {
        checks++;
        const response = await call(route, tokenOfKind(kind));
        if (response.statusCode !== 403) answered.push(`${route.method} ${route.url} as ${kind}: ${response.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
    expect(checks).toBeGreaterThan(200);
  });
});
