import { authorizationEndpoints, type PeerToPeerOutcomeRequest, type PeerToPeerRequest, peerToPeerEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

/** Withdrawing a pending request, with the reason the reviewer reads (issue 34 §5). */
export const withdrawAuthorization = (id: number, reason: string) => callEndpoint(authorizationEndpoints.withdraw, { params: { id }, body: { reason } });

/** Under the member's key of Manage Authorizations, so that what invalidates the overview refreshes it too. */
export const peerToPeerOverviewQueryOptions = (qhid: number, id: number) =>
  queryOptions({
    queryKey: ['authorizations', qhid, 'peer-to-peer', id],
    queryFn: () => callEndpoint(peerToPeerEndpoints.overview, { params: { id } }),
  });

export const askForPeerToPeer = (id: number, body: PeerToPeerRequest) => callEndpoint(peerToPeerEndpoints.request, { params: { id }, body });

/** The reviewer's side: the requests of a review item's authorization, or all those waiting for a call. */
export const reviewPeerToPeerQueryOptions = (reviewItemId?: number) =>
  queryOptions({
    queryKey: ['review', 'peer-to-peer', reviewItemId ?? 'open'],
    queryFn: () => callEndpoint(peerToPeerEndpoints.reviewList, { query: reviewItemId === undefined ? {} : { reviewItemId } }),
  });

export const recordPeerToPeerOutcome = (id: number, body: PeerToPeerOutcomeRequest) =>
  callEndpoint(peerToPeerEndpoints.recordOutcome, { params: { id }, body });
