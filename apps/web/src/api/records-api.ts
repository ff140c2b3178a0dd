import { type FindByNumberRequest, type FindByNumberResponse, recordNumberEndpoints } from '@portal/contracts';
import { callEndpoint } from './http-client';

/** POST records/find/: the authorization or claim of the account's providers a number names (issue 34 §2). */
export function findByNumber(request: FindByNumberRequest): Promise<FindByNumberResponse> {
  return callEndpoint(recordNumberEndpoints.find, { body: request });
}
