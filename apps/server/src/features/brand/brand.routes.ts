import { brandEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSession } from '../../sessions/require-session.js';
import { route } from '../../plugins/endpoint-route.js';
import type { AdminActor } from '../../audit/admin-changes.js';
import { type BrandService, toBrand } from '../../brand/brand.service.js';

/** The employee making the change: the signed-in account, never an impersonated one. */
function actorOf(request: FastifyRequest): AdminActor {
  const { account } = requireSession(request);
  return { accountId: account.id, userName: account.email, clientAddress: request.ip };
}

/**
 * An SVG opened by its own URL is a document: nothing in it may run, load or be styled (the upload keeps only plain
 * drawing elements and presentation attributes, no style; this holds even if something slipped through).
 */
const logoContentSecurityPolicy = "default-src 'none'; sandbox";

export const brandRoutes: FastifyPluginAsync<{ brandService: BrandService }> = async (app, { brandService }) => {
  route(app, endpoints.brand, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return toBrand(await brandService.getBrand());
  });

  route(app, endpoints.logo, async (_request, reply) => {
    const logo = await brandService.getLogo();
    return (
      reply
        .header('content-type', logo.contentType)
        .header('content-length', logo.bytes.length)
        .header('content-security-policy', logoContentSecurityPolicy)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        // The URL names the version (?v=hash): a new logo is a new URL, so each may be kept a day.
        .header('cache-control', 'public, max-age=86400')
        .send(logo.bytes)
    );
  });

  route(app, endpoints.saveBrand, async (request) => toBrand(await brandService.save(actorOf(request), request.body)));
  route(app, endpoints.uploadLogo, async (request) => toBrand(await brandService.uploadLogo(actorOf(request), request.body)));
  route(app, endpoints.removeLogo, async (request) => toBrand(await brandService.removeLogo(actorOf(request))));
};
