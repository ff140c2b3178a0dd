import { contentEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../../sessions/require-session.js';
import { route } from '../../plugins/endpoint-route.js';
import type { ContactService } from './contact.service.js';

/** The Contact page's message (spec 2 §2.9, §7); who may send it is in its endpoint. */
export const contactRoutes: FastifyPluginAsync<{ contactService: ContactService }> = async (app, { contactService }) => {
  route(app, contentEndpoints.contact, (request) => contactService.send(requireSession(request), request.body));
};
