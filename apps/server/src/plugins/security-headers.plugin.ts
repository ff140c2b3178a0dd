import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './error-handler.plugin.js';

/**
 * Security headers on every answer: API, static files, errors and 404s (hooked onRequest at the root).
 * The CSP allows no inline script; inline styles stay allowed because Mantine injects its CSS variables.
 * helmet's own middleware, made once: @fastify/helmet made it again on every request (its CSP parsed each time, ~1% of
 * the server's CPU under load in a profile), for per-route options and nonces this portal does not use.
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  const applySecurityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));

  // API answers carry member data: nothing may keep them (browser cache, proxies). Routes may override.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
