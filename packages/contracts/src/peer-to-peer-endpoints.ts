import { access, endpoint } from './endpoint.js';
import {
  PeerToPeerOutcomeRequestSchema,
  PeerToPeerOutcomeResponseSchema,
  PeerToPeerOverviewSchema,
  PeerToPeerParamsSchema,
  PeerToPeerRequestResponseSchema,
  PeerToPeerRequestSchema,
  ReviewPeerToPeerListSchema,
  ReviewPeerToPeerQuerySchema,
} from './peer-to-peer.js';

/** Peer-to-peer conversations (issue 34 §8): asked for by the provider, recorded by a reviewer. */
export const peerToPeerEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/auth/:id/peer-to-peer/',
    access: access.provider({ impersonation: true }),
    params: PeerToPeerParamsSchema,
    response: PeerToPeerOverviewSchema,
    tag: 'authorizations',
    summary: 'The peer-to-peer conversations asked for on the authorization, and the lines one may be asked for now.',
  }),
  request: endpoint({
    method: 'POST',
    path: '/auth/:id/peer-to-peer/',
    access: access.provider({ impersonation: true }),
    params: PeerToPeerParamsSchema,
    body: PeerToPeerRequestSchema,
    response: PeerToPeerRequestResponseSchema,
    tag: 'authorizations',
    summary: 'Asks for a peer-to-peer conversation on a denied or modified line, once per line while one waits.',
  }),
  reviewList: endpoint({
    method: 'GET',
    path: '/review/peer-to-peer/',
    access: access.reviewer,
    query: ReviewPeerToPeerQuerySchema,
    response: ReviewPeerToPeerListSchema,
    tag: 'review',
    summary: 'The peer-to-peer requests of a review item’s authorization, or all those waiting for a call, by due time.',
  }),
  recordOutcome: endpoint({
    method: 'POST',
    path: '/review/peer-to-peer/:id/outcome/',
    access: access.reviewer,
    params: PeerToPeerParamsSchema,
    body: PeerToPeerOutcomeRequestSchema,
    response: PeerToPeerOutcomeResponseSchema,
    tag: 'review',
    summary: 'Records what came of the call; after a held conversation the line may be approved, as requested or modified.',
  }),
} as const;
