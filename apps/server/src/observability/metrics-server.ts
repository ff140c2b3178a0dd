import { createServer, type Server } from 'node:http';

/** What the metrics port answers: the exposition text and its content type. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

/**
 * The Prometheus endpoint on a port of its own (METRICS_PORT), never on the portal's: GET /metrics answers the
 * exposition format, anything else 404. It has no session and no token, so it listens on METRICS_HOST (this machine
 * unless set), which the load balancer does not publish.
 */
export function createMetricsServer(source: MetricsSource, onError: (error: unknown) => void): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    source.metrics().then(
      (text) => response.writeHead(200, { 'content-type': source.contentType }).end(text),
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n');
      },
    );
  });
}

/** Listens on `port` of `host`; answers the address it listens on (port 0: a free one). */
export async function listenForMetrics(server: Server, host: string, port: number): Promise<{ host: string; port: number }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the metrics server has no TCP address');
  return { host: address.address, port: address.port };
}

/** The metrics endpoint of one instance, listening (main.ts; tests on port 0): the server and where it listens. */
export async function serveMetrics(source: MetricsSource, where: { host: string; port: number }, onError: (error: unknown) => void) {
  const server = createMetricsServer(source, onError);
  const address = await listenForMetrics(server, where.host, where.port);
  return { server, address };
}
