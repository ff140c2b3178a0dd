import cluster, { type Worker } from 'node:cluster';

/**
 * SERVER_PROCESSES > 1: this process forks that many copies of the server, which share its port (node:cluster hands
 * each new connection to one in turn). Each copy is an ordinary instance (stateless, its own pool, its own background
 * workers that share work through the database), so this is N instances behind a balancer on one machine. A copy
 * that dies after it listened is replaced; one that dies before (bad configuration, no database) ends the start.
 * SIGTERM and SIGINT are passed to every copy, each shuts down gracefully, and this process exits when all have.
 */
export function runServerProcesses(count: number, log: (message: string) => void): void {
  let isStopping = false;
  const listening = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };
  cluster.on('exit', (worker, code, signal) => {
    if (isStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!listening.has(worker)) {
      log(`a server process exited before it listened (code ${code ?? signal}): stopping`);
      stop('SIGTERM', 1);
      return;
    }
    log(`server process ${worker.process.pid} exited (code ${code ?? signal}): starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (isStopping) return;
    isStopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill(signal);
    if (exitCode !== 0) process.exitCode = exitCode;
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  for (let index = 0; index < count; index += 1) fork();
}

/** Whether this process runs the server itself (a copy, or the only process) rather than forking copies. */
export const runsServer = (count: number) => count === 1 || !cluster.isPrimary;
