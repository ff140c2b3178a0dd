import { pasSubscriptionTopicUrl } from '../../fhir/fhir-systems.js';
import type { FhirProblem } from '../../fhir/operation-outcome.js';

/**
 * The R4 Subscription resource of the Subscriptions Backport IG (1.1.0) on the Da Vinci PAS topic, read into what we
 * store and written back. Only what this server does is accepted: rest-hook, application/fhir+json, full-resource,
 * one organization filter; anything else is refused with the reason, as the backport IG asks of a server that cannot
 * honour a request ("SHALL reject the subscription").
 */
export const pasTopicUrl = pasSubscriptionTopicUrl;
const backport = 'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition';
export const backportUrls = {
  filterCriteria: `${backport}/backport-filter-criteria`,
  payloadContent: `${backport}/backport-payload-content`,
  subscriptionProfile: `${backport}/backport-subscription`,
} as const;

/**
 * The filter's spellings: the guide's topic and its Subscription example write `orgIdentifier=<id>`; its conformance
 * statement (spec-58) and the Inferno PAS test kit (cross_suite/pas_subscription_verification.rb, its presets) write
 * `org-identifier=<id>`. Some clients prefix the resource type (`Bundle?orgIdentifier=…`), as backport filters are
 * written for other topics.
 */
const filterPattern = /^(?:[A-Za-z]+\?)?(?:orgIdentifier|org-identifier)=([^\s&=]{1,100})$/;

/** Request headers a client may not set on its notifications: they belong to the HTTP exchange itself. */
const reservedHeaders = new Set([
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
]);
const headerPattern = /^([!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}):[ \t]*([^\r\n\0]{0,2000})$/;
export const subscriptionLimits = { maxHeaders: 10 } as const;

/** A Subscription as we keep it: the client's resource plus the fields the server acts on. */
export interface SubscriptionRequest {
  filterOrganizationIdentifier: string;
  endpoint: string;
  headers: string[];
  endsAt: Date | null;
  /** The status the client asked for: only 'off' means something (it turns the subscription off). */
  isOffRequested: boolean;
  /** The resource as sent, without id, meta, status and error (the server's to say). */
  resource: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const extensionsOf = (element: unknown, url: string): Json[] =>
  isObject(element) && Array.isArray(element.extension)
    ? element.extension.filter((extension): extension is Json => isObject(extension) && extension.url === url)
    : [];

/**
 * Reads a Subscription into a request, or answers every problem found (400 each, nothing stored). Who may subscribe
 * to what (the organization, the endpoint) is the service's to check, against the client's registration.
 */
export function readSubscription(body: unknown, now: Date): { request: SubscriptionRequest; problems: [] } | { request: null; problems: FhirProblem[] } {
  if (!isObject(body) || body.resourceType !== 'Subscription')
    return {
      request: null,
      problems: [{ code: 'structure', diagnostics: 'Send a Subscription resource (resourceType Subscription).', expression: 'Subscription' }],
    };
  const problems: FhirProblem[] = [];
  const problem = (code: FhirProblem['code'], diagnostics: string, expression: string) => problems.push({ code, diagnostics, expression });

  const criteria = typeof body.criteria === 'string' ? body.criteria.split('|')[0] : undefined;
  if (criteria !== pasTopicUrl)
    problem('not-supported', `Subscription.criteria must be the PAS topic ${pasTopicUrl}: it is the only topic this server supports.`, 'Subscription.criteria');

  const filters = extensionsOf(body._criteria, backportUrls.filterCriteria);
  const filterValue = filters.length === 1 && typeof filters[0]?.valueString === 'string' ? filters[0].valueString.trim() : undefined;
  const filterOrganizationIdentifier = filterValue === undefined ? undefined : filterPattern.exec(filterValue)?.[1];
  if (!filterOrganizationIdentifier) {
    problem(
      'required',
      'Subscription.criteria needs one backport-filter-criteria extension naming your organization: orgIdentifier=<identifier> (or org-identifier=<identifier>).',
      'Subscription.criteria.extension',
    );
  }

  const channel = isObject(body.channel) ? body.channel : {};
  if (channel.type !== 'rest-hook')
    problem('not-supported', 'Subscription.channel.type must be rest-hook: it is the only channel this server sends on.', 'Subscription.channel.type');
  const payload = typeof channel.payload === 'string' ? channel.payload.split(';')[0]?.trim().toLowerCase() : undefined;
  if (payload !== 'application/fhir+json')
    problem('not-supported', 'Subscription.channel.payload must be application/fhir+json.', 'Subscription.channel.payload');
  const contents = extensionsOf(channel._payload, backportUrls.payloadContent);
  const content = contents.length === 1 ? contents[0]?.valueCode : undefined;
  if (content !== 'full-resource') {
    problem(
      content === undefined ? 'required' : 'not-supported',
      `Subscription.channel.payload needs the backport-payload-content extension with full-resource${content === undefined ? '' : ` (not ${String(content)})`}: notifications carry the whole PAS response bundle.`,
      'Subscription.channel.payload.extension',
    );
  }

  const endpoint = typeof channel.endpoint === 'string' ? channel.endpoint.trim() : '';
  if (!isAbsoluteHttpUrl(endpoint)) problem('required', 'Subscription.channel.endpoint must be an absolute http(s) URL.', 'Subscription.channel.endpoint');

  const headers = channel.header === undefined ? [] : channel.header;
  if (
    !Array.isArray(headers) ||
    headers.length > subscriptionLimits.maxHeaders ||
    !headers.every((header) => typeof header === 'string' && isAllowedHeader(header))
  ) {
    problem(
      'value',
      `Subscription.channel.header must be at most ${subscriptionLimits.maxHeaders} lines "Name: value", none of them a header of the HTTP exchange itself (Host, Content-Type, Content-Length…).`,
      'Subscription.channel.header',
    );
  }

  let endsAt: Date | null = null;
  if (body.end !== undefined) {
    endsAt = typeof body.end === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(body.end) ? new Date(body.end) : new Date(Number.NaN);
    if (Number.isNaN(endsAt.getTime())) problem('value', 'Subscription.end must be an instant (2026-12-31T23:59:59Z).', 'Subscription.end');
    else if (endsAt.getTime() <= now.getTime()) problem('value', 'Subscription.end is in the past: the subscription would never notify.', 'Subscription.end');
  }

  if (problems.length > 0 || !filterOrganizationIdentifier) return { request: null, problems };
  const { id: _id, meta: _meta, status, text: _text, error: _error, ...resource } = body;
  return {
    request: { filterOrganizationIdentifier, endpoint, headers: headers as string[], endsAt, isOffRequested: status === 'off', resource },
    problems: [],
  };
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.hash;
  } catch {
    return false;
  }
}

function isAllowedHeader(line: string): boolean {
  const match = headerPattern.exec(line);
  return match !== null && !reservedHeaders.has((match[1] ?? '').toLowerCase());
}

/** A header line as fetch takes it. */
export function headerEntry(line: string): [string, string] {
  const match = headerPattern.exec(line);
  return [match?.[1] ?? '', (match?.[2] ?? '').trim()];
}

/** A subscription past its end notifies no more (the events consumer skips it): R4 calls that off. */
export function effectiveStatus<Status extends string>(stored: { status: Status; endsAt: Date | null }, now: Date): Status | 'off' {
  return stored.endsAt && stored.endsAt.getTime() <= now.getTime() ? 'off' : stored.status;
}

/** The stored subscription as the FHIR API answers it. */
export function subscriptionResource(
  stored: { id: string; status: string; resource: Record<string, unknown>; lastError: string | null; updatedAt: Date; endsAt: Date | null },
  now: Date,
): Record<string, unknown> {
  const status = effectiveStatus(stored, now);
  return {
    resourceType: 'Subscription',
    id: stored.id,
    meta: { lastUpdated: stored.updatedAt.toISOString(), profile: [backportUrls.subscriptionProfile] },
    ...stored.resource,
    status,
    ...(status === 'error' && stored.lastError ? { error: stored.lastError } : {}),
  };
}
