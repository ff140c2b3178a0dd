import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.js';

/**
 * What SIGTERM does to an instance (issue 30 §9): it stops accepting connections and says it is not ready, lets the
 * requests in flight finish (each answer closes its connection, so keep-alive clients go elsewhere) for at most
 * `graceMs`, then closes what connections remain, stops its background workers, and only then closes the database,
 * so no request in flight is answered 500 for a database closed under it.
 */
export async function shutDownGracefully(app: FastifyInstance, database: Pick<DatabaseHandle, 'close'>, graceMs: number): Promise<void> {
  app.requestDrain.begin();
  const closing = app.close();
  const isIdle = await app.requestDrain.whenIdle(graceMs);
  if (!isIdle) {
    app.log.warn({ inFlight: app.requestDrain.inFlight, graceMs }, 'shutdown grace over: closing the remaining connections');
    app.server.closeAllConnections();
  }
  await closing;
  await database.close();
}
