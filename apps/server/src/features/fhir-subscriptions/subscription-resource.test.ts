import { describe, expect, it } from 'vitest';
import { headerEntry, readSubscription, subscriptionResource } from './subscription-resource.js';
import { subscriptionBody } from './fhir-subscription-test-support.js';

const now = new Date('2026-03-06T12:00:00Z');
const withFilter = (value: string) =>
  subscriptionBody('https://ehr.example.com/hooks', '8189991234', (subscription) => (subscription._criteria.extension[0].valueString = value));

describe('readSubscription', () => {
  it.each([
    ['orgIdentifier=8189991234', 'the guide\u2019s topic and example'],
    ['org-identifier=8189991234', 'the guide\u2019s spec-58 and the Inferno PAS test kit'],
    ['Bundle?orgIdentifier=8189991234', 'a resource-type prefix'],
  ])('reads the filter %s (%s)', (value) => {
    expect(readSubscription(withFilter(value), now).request?.filterOrganizationIdentifier).toBe('8189991234');
  });

  it.each(['orgIdentifier=', 'identifier=8189991234', 'orgIdentifier=1&patient=2', 'patient=Patient/1'])('refuses the filter %s', (value) => {
    expect(readSubscription(withFilter(value), now).problems[0]?.expression).toBe('Subscription.criteria.extension');
  });

  it('keeps the client\u2019s resource but not the server\u2019s fields, and reads status off as a request to turn it off', () => {
    const body = subscriptionBody('https://ehr.example.com/hooks', '8189991234', (subscription) =>
      Object.assign(subscription, { id: 'x', status: 'off', error: 'mine', end: '2027-01-01T00:00:00Z' }),
    );
    const { request } = readSubscription(body, now);
    expect(request?.isOffRequested).toBe(true);
    expect(request?.endsAt?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(request?.resource).not.toHaveProperty('id');
    expect(request?.resource).not.toHaveProperty('error');
    expect(request?.resource.reason).toBe(body.reason);
  });

  it('answers every problem at once', () => {
    const body = subscriptionBody('ftp://ehr.example.com', '8189991234', (subscription) =>
      Object.assign(subscription.channel, { type: 'email', payload: 'text/plain' }),
    );
    expect(readSubscription(body, now).problems.map((problem) => problem.expression)).toEqual([
      'Subscription.channel.type',
      'Subscription.channel.payload',
      'Subscription.channel.endpoint',
    ]);
  });
});

describe('subscriptionResource', () => {
  it('answers a subscription past its end as off', () => {
    const stored = { id: 'a', status: 'active', resource: { reason: 'r' }, lastError: null, updatedAt: now, endsAt: new Date('2026-03-01T00:00:00Z') };
    expect(subscriptionResource(stored, now).status).toBe('off');
  });
});

describe('headerEntry', () => {
  it('splits a header line at its first colon', () => {
    expect(headerEntry('Authorization: Bearer a:b')).toEqual(['Authorization', 'Bearer a:b']);
  });
});
