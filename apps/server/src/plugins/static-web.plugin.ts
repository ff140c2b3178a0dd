import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const immutable = 'public, max-age=31536000, immutable';

/** Whether a built web app exists to be served (an API-only instance has none). */
export function hasWebApp(webDistDir: string | undefined): webDistDir is string {
  return webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
}

/**
 * Serves the built web app. Vite puts content-hashed files under /assets, which may be cached forever;
 * index.html must be revalidated so that a deployment reaches browsers at once.
 */
async function staticWebPlugin(app: FastifyInstance, options: { webDistDir: string }) {
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
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
}

// Registered at the root so that the not-found handler can answer index.html too.
export default fp(staticWebPlugin, { name: 'static-web' });

/** The SPA answer for deep links (/home, /admin/accounts/new/12): the router in the browser takes over. */
export function sendIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
