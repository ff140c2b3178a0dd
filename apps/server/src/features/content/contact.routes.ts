import { ContactRequestSchema, ContactResponseSchema, contentApiPaths, ErrorResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/authentication.plugin.js';
import type { ContactService } from './contact.service.js';

/**
 * POST /account/contact/ (spec 2 §2.9, §7): any signed-in user, limited users and employees included (the page is
 * open to them); not while impersonating, so a message never goes out under a provider's name.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ contactService: ContactService }> = async (app, { contactService }) => {
  app.post(
    contentApiPaths.contact,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['content'],
        body: ContactRequestSchema,
        response: { 200: ContactResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    (request) => contactService.send(requireSession(request), request.body),
  );
};
