import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SendIndex } from './branded-index.js';

const immutable = 'public, max-age=31536000, immutable';

/** Whether a built web app exists to be served (an API-only instance has none). */
export function hasWebApp(webDistDir: string | undefined): webDistDir is string {
  return webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
}

/**
 * Serves the built web app. Vite puts content-hashed files under /assets, which may be cached forever;
 * index.html (branded-index.ts, also the SPA answer for deep links) must be revalidated so that a deployment and a
 * new brand reach browsers at once.
 */
async function staticWebPlugin(app: FastifyInstance, options: { webDistDir: string; sendIndex: SendIndex }) {
  const assetsDir = join(options.webDistDir, 'assets');
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    wildcard: true,
    index: false,
    cacheControl: false,
    // The build's .br and .gz copies (see the web app's vite.config.ts), chosen by the request's Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? immutable : 'no-cache');
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => options.sendIndex(reply));
}

// Registered at the root so that the not-found handler can answer index.html too.
export default fp(staticWebPlugin, { name: 'static-web' });
