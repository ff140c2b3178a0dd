import { peerToPeerEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { memberReaderOf } from '../../access/member-reader.js';
import { route } from '../../plugins/endpoint-route.js';
import { reviewerOf } from '../../access/reviewer.js';
import type { PeerToPeerService } from './peer-to-peer.service.js';

/** Peer-to-peer conversations (issue 34 §8): the provider's request and view, the reviewer's list and outcome. */
export const peerToPeerRoutes: FastifyPluginAsync<{ peerToPeerService: PeerToPeerService }> = async (app, { peerToPeerService }) => {
  route(app, endpoints.overview, (request) => peerToPeerService.overview(memberReaderOf(request), request.params.id));
  route(app, endpoints.request, (request) => peerToPeerService.request(memberReaderOf(request), request.params.id, request.body));
  route(app, endpoints.reviewList, (request) => peerToPeerService.reviewList(reviewerOf(request), request.query));
  route(app, endpoints.recordOutcome, (request) => peerToPeerService.recordOutcome(reviewerOf(request), request.params.id, request.body));
};
