import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { systemClock } from './clock.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { shutDownGracefully } from './graceful-shutdown.js';
import { answerClusterScrapes, serveClusterMetrics } from './observability/cluster-metrics.js';
import { serveMetrics } from './observability/metrics-server.js';
import { runServerProcesses, runsServer } from './server-processes.js';
import { prepareDatabase } from './startup.js';

export interface StartOptions {
  /**
   * Settles when the web app is built: `npm start` builds it on a first start while this process migrates and seeds
   * (the two share the machine's cores), and the app is built, so it serves the pages, only after both.
   */
  webAppBuilt?: Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<void> {
  const config = readConfig();
  if (!runsServer(config.serverProcesses)) {
    // The copies run `npm start` again: they find everything built.
    await options.webAppBuilt;
    runServerProcesses(config.serverProcesses, (message) => console.log(message));
    if (config.metrics) await serveClusterMetrics(config.metrics, (message) => console.log(message));
    return;
  }
  // Traces only when the OTEL_* variables ask for them; the SDK is loaded then, and before the app's modules, so the
  // HTTP server is instrumented from its first request. Without them nothing of OpenTelemetry is loaded.
  const tracing = config.isTracingOn ? (await import('./observability/tracing.js')).startTracing() : undefined;
  const { buildApp } = await import('./app.js');
  const database = openDatabase(config.database);
  const { hasSeeded } = await prepareDatabase(database, config, systemClock);
  await options.webAppBuilt;
  const app = await buildApp({ config, database });
  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`;
  app.log.info({ database: config.database.kind }, `Database: ${where}${hasSeeded ? ', demo data seeded' : ''}`);
  app.log.info(
    config.devMailbox.isOn
      ? `Development mailbox: http://localhost:${config.port}/dev/mailbox (this machine only)`
      : `Development mailbox: off (${config.devMailbox.reason})`,
  );
  if (tracing) app.log.info('Traces: OpenTelemetry on (OTEL_* variables)');

  if (config.serverProcesses > 1) answerClusterScrapes(app.portalMetrics.registry);

  let metrics: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await shutDownGracefully(app, database, config.shutdownGraceMs);
      metrics?.server.close();
      // The spans still buffered are sent before the process ends.
      await tracing?.stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`Provider portal listening on ${address}`);
  // One process answers /metrics on its own port; several, the first process answers for all (cluster-metrics.ts).
  if (config.metrics && config.serverProcesses === 1) {
    metrics = await serveMetrics(app.portalMetrics.registry, config.metrics, (error) => app.log.error({ err: error }, 'metrics scrape failed'));
    app.log.info(`Metrics: http://${metrics.address.host}:${metrics.address.port}/metrics`);
  }
}

/** Run as a program (`node dist/main.js`), it starts the server; `npm start` imports it and calls startServer. */
const isProgram = process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isProgram) {
  startServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
