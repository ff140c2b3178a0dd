import { availableParallelism } from 'node:os';
import { ServiceBusyError } from '../errors.js';

/**
 * Admission control for password hashing. scrypt at OWASP's cost takes 128 MiB and a few hundred milliseconds of a
 * core; Node runs it on the libuv pool (4 threads, shared with file reads). Unbounded, a burst of logins queued
 * there without limit: 200 at once on 2 cores took minutes, and logins whose users had given up kept the pool busy.
 * The gate runs at most `concurrency` hashes at a time and admits a waiting one only while its expected wait
 * (the queue ahead of it times the recent hash time) fits `maxWaitMs`; the others are refused at once with the
 * seconds after which to try again, and a waiting one whose turn has not come within `maxWaitMs` is refused then.
 */
export interface PasswordWorkGateOptions {
  concurrency: number;
  maxWaitMs: number;
}

interface Waiting {
  start: () => void;
  timer: NodeJS.Timeout;
}

export function createPasswordWorkGate(options: PasswordWorkGateOptions) {
  const { concurrency, maxWaitMs } = options;
  const waiting: Waiting[] = [];
  let running = 0;
  // A moving average of one hash's time; the first guess is deliberately high (a cold pool, a loaded machine).
  let averageMs = 500;

  const expectedWaitMs = (ahead: number) => Math.ceil((ahead + 1) / concurrency) * averageMs;
  const retryAfterSeconds = () => Math.max(1, Math.ceil(expectedWaitMs(waiting.length) / 1000));

  function startNext(): void {
    const next = waiting.shift();
    if (!next) return;
    clearTimeout(next.timer);
    // The slot is taken here, not when the waiter resumes: a newcomer in between must not take it too.
    running += 1;
    next.start();
  }

  /** Runs work in a slot already counted in `running`. */
  async function run<T>(work: () => Promise<T>): Promise<T> {
    const startedAt = performance.now();
    try {
      return await work();
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - startedAt) * 0.2;
      running -= 1;
      startNext();
    }
  }

  return {
    /** Runs `work` when a slot is free, or throws ServiceBusyError when it would wait longer than allowed. */
    async submit<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency && waiting.length === 0) {
        running += 1;
        return run(work);
      }
      if (expectedWaitMs(waiting.length) > maxWaitMs) throw new ServiceBusyError(retryAfterSeconds());
      await new Promise<void>((resolve, reject) => {
        const entry: Waiting = {
          start: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            reject(new ServiceBusyError(retryAfterSeconds()));
          }, maxWaitMs),
        };
        waiting.push(entry);
      });
      return run(work);
    },
    /** For tests and logs: what the gate holds now. */
    load: () => ({ running, waiting: waiting.length, averageMs: Math.round(averageMs) }),
  };
}

/**
 * The process's one gate: the thread pool it protects is per process. As many hashes at a time as cores (each is
 * memory-bound; more only slows all of them), at most 3 s of waiting, so a login answers within about 3 s plus one
 * hash however many arrive together.
 */
export const passwordWorkGate = createPasswordWorkGate({ concurrency: Math.max(1, Math.min(4, availableParallelism())), maxWaitMs: 3_000 });
