import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAssertionType, endpointPath, fhirPaths, reviewEndpoints } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { authorizations, reviewItems } from '../../db/schema.js';
import { bearer, tokenOf } from '../../test/test-app.js';
import type { TestClientSystem } from '../../test/client-system-test-support.js';
import { guideExample } from '../../test/pas-guide-test-support.js';
import { backportUrls, pasTopicUrl } from './subscription-resource.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON as received, walked as the guide shapes it
export type Json = Record<string, any>;

export interface ReceivedNotification {
  path: string;
  headers: IncomingHttpHeaders;
  body: Json;
}

/** What the subscriber does with a request: answer with a status, or never answer ('hang'). */
export type SubscriberAnswer = number | 'hang';

/**
 * A subscriber's endpoint: a real HTTP server on 127.0.0.1 (port chosen by the system) that keeps every notification
 * it receives. `answer` decides each response (200 unless told).
 */
export async function startSubscriber() {
  const received: ReceivedNotification[] = [];
  const hanging: ServerResponse[] = [];
  let answer: (notification: ReceivedNotification) => SubscriberAnswer = () => 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const notification = { path: request.url ?? '', headers: request.headers, body: (text ? JSON.parse(text) : {}) as Json };
      received.push(notification);
      const status = answer(notification);
      if (status === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(decide: (notification: ReceivedNotification) => SubscriberAnswer) {
      answer = decide;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Subscriber = Awaited<ReturnType<typeof startSubscriber>>;

/** The SubscriptionStatus (Parameters, first entry) of a notification, read into plain values. */
export function statusOf(notification: Json) {
  const parameters: Json[] = notification.entry[0].resource.parameter;
  const value = (name: string) => parameters.find((parameter) => parameter.name === name);
  const event = value('notification-event');
  const part = (name: string) => event?.part.find((item: Json) => item.name === name);
  return {
    type: value('type')?.valueCode as string,
    status: value('status')?.valueCode as string,
    subscription: value('subscription')?.valueReference.reference as string,
    eventsSinceSubscriptionStart: Number(value('events-since-subscription-start')?.valueString),
    eventNumber: event ? Number(part('event-number')?.valueString) : null,
    focus: event ? (part('focus')?.valueReference.reference as string) : null,
  };
}

export const eventsOf = (subscriber: Subscriber, subscriptionId?: string) =>
  subscriber.received.filter(
    (notification) =>
      statusOf(notification.body).type === 'event-notification' &&
      (!subscriptionId || statusOf(notification.body).subscription.endsWith(`/Subscription/${subscriptionId}`)),
  );

/** Waits until `condition` holds, checking every 20 ms, at most `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('The condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A valid Subscription to the PAS topic, as the guide's example writes it; `change` adjusts it. */
export function subscriptionBody(endpoint: string, organization: string, change: (subscription: Json) => void = () => undefined): Json {
  const subscription: Json = {
    resourceType: 'Subscription',
    status: 'requested',
    reason: 'Results of pended prior authorization requests',
    criteria: pasTopicUrl,
    _criteria: { extension: [{ url: backportUrls.filterCriteria, valueString: `orgIdentifier=${organization}` }] },
    channel: {
      type: 'rest-hook',
      endpoint,
      payload: 'application/fhir+json',
      _payload: { extension: [{ url: backportUrls.payloadContent, valueCode: 'full-resource' }] },
      header: ['Authorization: Bearer subscriber-secret'],
    },
  };
  change(subscription);
  return subscription;
}

/** Calls the Subscription endpoints as `client`, with a token of the scope the call needs (or `scope`). */
export async function subscriptionCall(
  app: FastifyInstance,
  client: TestClientSystem,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  scope?: string,
) {
  const needed = { GET: 'system/Subscription.r', POST: 'system/Subscription.c', PUT: 'system/Subscription.u', DELETE: 'system/Subscription.d' }[method];
  const token = await client.accessToken(scope ?? needed);
  const response = await app.inject({
    method,
    url: `/fhir${path}`,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/fhir+json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, headers: response.headers, body: (response.body ? response.json() : null) as Json };
}

/** The same client system, its tokens asked of `app` (another instance on the database it was registered in). */
export function clientOn(app: FastifyInstance, client: TestClientSystem): TestClientSystem {
  const requestToken: TestClientSystem['requestToken'] = (fields) =>
    app.inject({
      method: 'POST',
      url: fhirPaths.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  return {
    ...client,
    requestToken,
    async accessToken(scope = client.system.scopes.join(' ')) {
      const answer = await requestToken({
        grant_type: 'client_credentials',
        scope,
        client_assertion_type: clientAssertionType,
        client_assertion: await client.signAssertion(),
      });
      if (answer.statusCode !== 200) throw new Error(`The token endpoint answered ${answer.statusCode}: ${answer.body}`);
      return answer.json<{ access_token: string }>().access_token;
    },
  };
}

let serial = 0;

/** Submits the guide's referral (pended A4 for a reviewer) as `client`; answers its authorization number. */
export async function submitPendedReferral(app: FastifyInstance, client: TestClientSystem): Promise<string> {
  const bundle: Json = {
    ...structuredClone(guideExample('ig-2.2.1', 'Bundle-ReferralAuthorizationBundleExample.json')),
    identifier: { system: 'urn:test:subscriptions', value: `S${Date.now()}-${++serial}` },
  };
  const token = await client.accessToken('system/Claim.c');
  const response = await app.inject({
    method: 'POST',
    url: '/fhir/Claim/$submit',
    headers: { ...bearer(token), 'content-type': 'application/fhir+json' },
    payload: JSON.stringify(bundle),
  });
  if (response.statusCode !== 200) throw new Error(`$submit answered ${response.statusCode}: ${response.body}`);
  return (response.json() as Json).entry[0].resource.preAuthRef as string;
}

/** The demo reviewer claims the authorization's review item and approves every line, through the review API. */
export async function approveAsReviewer(app: FastifyInstance, db: Database, authorizationNumber: string): Promise<void> {
  const [saved] = await db.select({ id: authorizations.id }).from(authorizations).where(eq(authorizations.authorizationNumber, authorizationNumber));
  const [item] = await db
    .select({ id: reviewItems.id })
    .from(reviewItems)
    .where(eq(reviewItems.authorizationId, saved?.id ?? 0));
  if (!item) throw new Error(`No review item for ${authorizationNumber}`);
  const reviewer = await tokenOf(app, 'reviewer@example.com');
  const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    app.inject({ method, url: `/api${path}`, headers: bearer(reviewer), ...(payload ? { payload } : {}) });
  const claimed = await call('POST', endpointPath(reviewEndpoints.claim, { id: item.id }));
  if (claimed.statusCode !== 200) throw new Error(`Claim answered ${claimed.statusCode}: ${claimed.body}`);
  const detail = (await call('GET', endpointPath(reviewEndpoints.item, { id: item.id }))).json() as Json;
  const decided = await call('POST', endpointPath(reviewEndpoints.decide, { id: item.id }), {
    lines: detail.lines.map((line: Json) => ({ lineId: line.lineId, action: 'approve' })),
  });
  if (decided.statusCode !== 200) throw new Error(`Decide answered ${decided.statusCode}: ${decided.body}`);
  // The notifications are queued by the events consumer, after the decision's commit.
  await app.authorizationEvents.drain();
}

export const reviewActionsOf = (claimResponse: Json): string[] =>
  claimResponse.item.map(
    (item: Json) =>
      item.adjudication[0].extension
        .find((extension: Json) => extension.url.endsWith('extension-reviewAction'))
        .extension.find((inner: Json) => inner.url.endsWith('extension-reviewActionCode')).valueCodeableConcept.coding[0].code,
  );
