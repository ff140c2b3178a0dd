import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { serveMetrics } from './metrics-server.js';

/**
 * SERVER_PROCESSES > 1: the processes share the portal's port, so a scrape of any one of them would see a random
 * process. Instead the first process (node:cluster's primary, which serves no request) answers /metrics with every
 * server process's series added up: counters and histograms summed, the series read from the database taken once
 * (their `aggregator: 'max'`, portal-metrics.ts).
 */
export async function serveClusterMetrics(where: { host: string; port: number }, log: (message: string) => void): Promise<void> {
  const aggregator = new AggregatorRegistry();
  const { address } = await serveMetrics({ contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() }, where, (error) =>
    log(`metrics: a scrape failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  log(`Metrics (all server processes): http://${address.host}:${address.port}/metrics`);
}

/** In a server process of a cluster: answers the primary's requests for this process's series. */
export function answerClusterScrapes(registry: Registry): void {
  if (!cluster.isWorker) return;
  // Constructing one installs prom-client's listener for the primary's requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}
