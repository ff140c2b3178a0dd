import { DevMailboxQuerySchema, DevMailboxResponseSchema, ErrorResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLoopbackAddress } from '../../config.js';
import { NotFoundError } from '../../errors.js';
import { renderDevMailboxPage } from './dev-mailbox-page.js';
import type { DevMailboxService } from './dev-mailbox.service.js';

export const devMailboxPath = '/dev/mailbox';

/**
 * The names this machine is reached by, with any port. A browser page of another site that rebinds its own name to
 * 127.0.0.1 (DNS rebinding) still sends that name as Host: answered as if there were no mailbox.
 */
const loopbackHost = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** Development-only pages live under /dev/; the web app owns none of them, in any environment. */
export function isDevToolPath(url: string): boolean {
  return url === '/dev' || url.startsWith('/dev/') || url.startsWith('/dev?');
}

/**
 * The development mailbox, registered only for a local demo (config.ts, devMailboxDecision): a person trying the
 * portal reads the codes here, and the end-to-end tests read them from the JSON. A request whose connection does not
 * come from this machine, or that names another host than this machine's (loopbackHost), is answered as if there were
 * no mailbox, whatever its other headers say.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{
  devMailboxService: DevMailboxService;
  getBrand: () => Promise<{ planName: string; productName: string }>;
}> = async (app, { devMailboxService, getBrand }) => {
  const schema = { tags: ['dev'], querystring: DevMailboxQuerySchema };

  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress) || !loopbackHost.test(request.headers.host ?? '')) throw new NotFoundError();
    reply.header('cache-control', 'no-store');
  });

  app.get(devMailboxPath, { schema: { ...schema, hide: true } }, async (request, reply) => {
    const messages = await devMailboxService.listMessages(request.query.to);
    return reply.type('text/html; charset=utf-8').send(renderDevMailboxPage(messages, request.query.to, await getBrand()));
  });

  app.get(`${devMailboxPath}/messages`, { schema: { ...schema, response: { 200: DevMailboxResponseSchema, 400: ErrorResponseSchema } } }, async (request) => ({
    messages: await devMailboxService.listMessages(request.query.to),
  }));
};
