import { type ProviderAccessMemberLookup, providerAccessEndpoints as endpoints, type RecordProviderAccessChoiceRequest } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/http-client';

/** Site Administration › Provider Access: a member's choice and its history, found by member ID and date of birth. */
export const findProviderAccessMember = (body: ProviderAccessMemberLookup) => callEndpoint(endpoints.findMember, { body });

/** Records an opt-out or opt-in, effective now; answers the member's standing after it. */
export const recordProviderAccessChoice = (body: RecordProviderAccessChoiceRequest) => callEndpoint(endpoints.recordChoice, { body });

/** The latest exports, newest first. */
export const providerAccessExportsQueryOptions = queryOptions({
  queryKey: ['admin', 'provider-access', 'exports'],
  queryFn: () => callEndpoint(endpoints.exports),
});
