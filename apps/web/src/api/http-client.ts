import { apiPrefix, authHeaders, type Endpoint, type EndpointInput, endpointPath, endpointQuery, type EndpointResponse } from '@portal/contracts';
import type { ErrorResponse } from '@portal/contracts';

/** What an authenticated call needs to know about the session; provided by the app at start. */
export interface AuthContext {
  token: string;
  userName: string;
  loginId: number;
}

interface HttpClientConfig {
  getAuth: () => AuthContext | null;
  getAppId: () => string;
  /** Called for every 401 answer to an authenticated call, with the credentials that were refused. */
  onUnauthorized: (refused: AuthContext) => void;
}

let config: HttpClientConfig = { getAuth: () => null, getAppId: () => '', onUnauthorized: () => {} };

export function configureHttpClient(next: HttpClientConfig): void {
  config = next;
}

/** A non-2xx answer, carrying the server's ErrorResponse when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorResponse['code'] | 'NETWORK',
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the authentication headers (spec 1 §7). Defaults to true. */
  isAuthenticated?: boolean;
  /** Further request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

function buildHeaders(hasBody: boolean, auth: AuthContext | null): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (hasBody) headers.set('content-type', 'application/json');
  if (auth) {
    headers.set(authHeaders.authorization, `Bearer ${auth.token}`);
    headers.set(authHeaders.userName, auth.userName);
    headers.set(authHeaders.appId, config.getAppId());
    headers.set(authHeaders.userId, String(auth.loginId));
  }
  return headers;
}

/**
 * The authentication headers of the signed-in session, for requests the API client does not make itself (the
 * PDF viewer's fetch of a member's PDF). Empty when nobody is signed in.
 */
export function authHeadersForFetch(): Record<string, string> {
  const headers: Record<string, string> = {};
  buildHeaders(false, config.getAuth()).forEach((value, key) => {
    if (key !== 'accept') headers[key] = value;
  });
  return headers;
}

function withExtraHeaders(headers: Headers, extra: Record<string, string> | undefined): Headers {
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  return headers;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const { code, message, fieldErrors } = body as ErrorResponse;
    return new ApiError(response.status, code, message, fieldErrors);
  }
  return new ApiError(response.status, 'INTERNAL', response.statusText);
}

/**
 * Calls the API and returns the parsed JSON body. Throws ApiError for non-2xx answers and for network failures
 * (status 0). A 401 on an authenticated call ends the session through `onUnauthorized`.
 */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.isAuthenticated === false ? null : config.getAuth();
  let response: Response;
  try {
    response = await fetch(`${apiPrefix}${path}`, {
      method: options.method ?? 'GET',
      headers: withExtraHeaders(buildHeaders(options.body !== undefined, auth), options.headers),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network failure');
  }
  if (!response.ok) {
    if (response.status === 401 && auth) config.onUnauthorized(auth);
    throw await toApiError(response);
  }
  try {
    return (await response.json()) as T;
  } catch (error) {
    // The body never came whole (the page was left while it arrived, the network dropped): no answer, as above.
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network failure');
  }
}

/** The URL of an endpoint under /api, with its parameters and query filled in (for a link or the PDF viewer). */
export function endpointUrl<E extends Endpoint>(endpoint: E, input: Pick<EndpointInput<E>, 'params' | 'query'>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return `${apiPrefix}${endpointPath(endpoint, params)}${endpointQuery(query)}`;
}

/** The input may be left out when the endpoint takes none. */
type CallArguments<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E> & { headers?: Record<string, string> }]
    : [input: EndpointInput<E> & { headers?: Record<string, string> }];

/**
 * Calls an endpoint defined in contracts: its method, path, parameters, body and answer type all come from the
 * definition, so a call cannot disagree with the server's route. Public endpoints go without the session headers.
 */
export function callEndpoint<E extends Endpoint>(endpoint: E, ...[input]: CallArguments<E>): Promise<EndpointResponse<E>> {
  const { params, query, body, headers } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
  };
  return apiRequest<EndpointResponse<E>>(`${endpointPath(endpoint, params)}${endpointQuery(query)}`, {
    method: endpoint.method,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
    isAuthenticated: endpoint.access.caller !== 'public',
  });
}
