import type { SeedEvent } from './seed.js';

/** At most one member line this often (a block commits every second or two on a large seed). */
const memberLineIntervalMs = 5_000;

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function durationText(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds - minutes * 60)).padStart(2, '0')} s`;
}

/**
 * The seed command's progress lines: the members written, rows per second and the time left for the members (from
 * this run's pace, so a resumed run estimates from its own batches), then each later step with its duration.
 */
export function createSeedProgressPrinter(print: (line: string) => void, clock: () => number = () => performance.now()): (event: SeedEvent) => void {
  const startedAt = clock();
  // The members' pace counts from the end of the base batch (or the resumption): the blocks of this run.
  let membersStartedAt = startedAt;
  let firstMember = 0;
  let rows = 0;
  let lastLineAt = -Infinity;
  return (event) => {
    const at = clock();
    if (event.kind === 'resumed') {
      const steps = event.stepsDone.length === 0 ? '' : `, steps done: ${event.stepsDone.join(', ')}`;
      print(
        `Resuming the seed of ${whole.format(event.members)} members begun ${event.seedNow.toISOString()}: ${whole.format(event.membersWritten)} written${steps}.`,
      );
      firstMember = event.membersWritten;
      membersStartedAt = at;
      return;
    }
    if (event.kind === 'step') {
      if (event.name === 'base') membersStartedAt = at;
      print(`${event.name.padEnd(20)} ${durationText(event.milliseconds / 1000).padStart(12)}   (${durationText((at - startedAt) / 1000)} in all)`);
      return;
    }
    rows += event.rows;
    const isLast = event.membersWritten >= event.members;
    if (!isLast && at - lastLineAt < memberLineIntervalMs) return;
    lastLineAt = at;
    const seconds = Math.max((at - membersStartedAt) / 1000, 0.001);
    const membersPerSecond = (event.membersWritten - firstMember) / seconds;
    const left = membersPerSecond > 0 ? (event.members - event.membersWritten) / membersPerSecond : 0;
    const share = ((100 * event.membersWritten) / event.members).toFixed(1);
    print(
      `members ${whole.format(event.membersWritten).padStart(9)} / ${whole.format(event.members)} (${share.padStart(5)} %)  ` +
        `${whole.format(rows / seconds).padStart(7)} rows/s  ${whole.format(membersPerSecond).padStart(6)} members/s  ` +
        `${isLast ? 'done' : `${durationText(left)} left`}   (${durationText((at - startedAt) / 1000)} in all)`,
    );
  };
}
