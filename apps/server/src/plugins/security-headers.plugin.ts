import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './error-handler.plugin.js';

/**
 * Security headers on every answer: API, static files, errors and 404s (helmet hooks onRequest at the root).
 * The CSP allows no inline script; inline styles stay allowed because Mantine injects its CSS variables.
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Same-origin embedding of our own PDFs (react-pdf fetches them) must keep working.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  // API answers carry member data: nothing may keep them (browser cache, proxies). Routes may override.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
