import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { BulkExportWorkerOptions } from './bulk-export-worker.js';

/** What the thread is started with (structured-cloned to it): where the data and the files are, and how to work. */
export interface BulkExportThreadOptions {
  databaseUrl: string;
  blobStore: Config['blobStore'];
  intervalMs: number;
  workerOptions: Partial<BulkExportWorkerOptions>;
}

export type BulkExportThreadMessage = { kind: 'stopped' } | { kind: 'log'; level: 'warn' | 'error'; details: unknown; message?: string };

/**
 * The export thread's heap ceiling: a page's resources are garbage once written, and V8 left to itself grows a busy
 * heap by hundreds of MB before it collects; with a ceiling it collects sooner, and the instance's memory stays flat
 * (issue 33 §6). The live set is one page and one part, far below it.
 */
const heapCeilingMb = 64;
/** A thread that died (out of memory, a crash) is started again after this; its export's lease lets it go on. */
const restartDelayMs = 5_000;

/**
 * Runs the export worker in a thread (bulk-export-thread.ts) for as long as the instance runs: started on ready,
 * asked to look now when a kick-off commits, restarted if it dies, stopped (its export handed back) on close.
 */
export function createBulkExportThreadHost(options: BulkExportThreadOptions, log: FastifyBaseLogger) {
  const isTypeScript = import.meta.url.endsWith('.ts');
  const entry = new URL(`./bulk-export-thread.${isTypeScript ? 'ts' : 'js'}`, import.meta.url);
  // tsx's ESM API, beside the package's manifest (its CommonJS build asks for a file the package does not have).
  const tsxApi = isTypeScript ? new URL('dist/esm/api/index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json'))).href : '';
  let thread: Worker | undefined;
  let isStopping = false;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = () => {
    const limits = { workerData: options, resourceLimits: { maxOldGenerationSizeMb: heapCeilingMb, maxYoungGenerationSizeMb: 8 } };
    // Run from TypeScript (tests, `npm run dev`), the thread registers the TypeScript loader before it loads its entry.
    const started = isTypeScript
      ? new Worker(`import(${JSON.stringify(tsxApi)})` + `.then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`, {
          ...limits,
          eval: true,
        })
      : new Worker(entry, limits);
    started.on('message', (message: BulkExportThreadMessage) => {
      if (message.kind === 'log') log[message.level]({ details: message.details }, message.message ?? 'the Bulk Data export thread');
    });
    started.on('error', (error) => log.error({ err: error }, 'the Bulk Data export thread failed'));
    started.on('exit', (code) => {
      if (thread === started) thread = undefined;
      if (isStopping) return;
      log.warn({ code }, 'the Bulk Data export thread exited: starting another');
      restartTimer = setTimeout(start, restartDelayMs);
    });
    thread = started;
  };

  return {
    start,
    workSoon(): void {
      thread?.postMessage('work-soon');
    },
    async stop(): Promise<void> {
      isStopping = true;
      clearTimeout(restartTimer);
      const running = thread;
      if (!running) return;
      await new Promise<void>((resolve) => {
        running.on('exit', () => resolve());
        running.on('message', (message: BulkExportThreadMessage) => {
          if (message.kind === 'stopped') void running.terminate();
        });
        running.postMessage('stop');
      });
    },
  };
}
