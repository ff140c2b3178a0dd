import { ClientSystemParamsSchema, ClientSystemSchema, ClientSystemsResponseSchema, SaveClientSystemRequestSchema } from './client-systems.js';
import { access, endpoint } from './endpoint.js';

const tag = 'client-systems';

/** Site Administration › Client Systems: the systems that call the FHIR API, maintained by site administrators. */
export const clientSystemEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/client-systems/',
    access: access.siteAdministrator,
    response: ClientSystemsResponseSchema,
    tag,
    summary: 'Every registered client system, revoked ones too.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/client-systems/',
    access: access.siteAdministrator,
    body: SaveClientSystemRequestSchema,
    response: ClientSystemSchema,
    tag,
    summary: 'Registers a client system: generates its client id, creates its account and associates it with the directory locations of its NPIs.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/client-systems/:id',
    access: access.siteAdministrator,
    params: ClientSystemParamsSchema,
    body: SaveClientSystemRequestSchema,
    response: ClientSystemSchema,
    tag,
    summary: 'Changes a client system; its provider associations follow its NPIs.',
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/admin/client-systems/:id/revoke',
    access: access.siteAdministrator,
    params: ClientSystemParamsSchema,
    response: ClientSystemSchema,
    tag,
    summary: 'Revokes a client system: its tokens stop working at once and its associations are removed.',
  }),
} as const;
