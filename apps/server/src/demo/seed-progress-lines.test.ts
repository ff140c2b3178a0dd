import { describe, expect, it } from 'vitest';
import { createSeedProgressPrinter, durationText } from './seed-progress-lines.js';

describe('the seed command’s progress lines', () => {
  it('tell the members written, rows per second and the time left at this run’s pace, at most every five seconds', () => {
    const lines: string[] = [];
    let now = 0;
    const print = createSeedProgressPrinter(
      (line) => lines.push(line),
      () => now,
    );
    now = 2_000;
    print({ kind: 'step', name: 'base', milliseconds: 2_000 });
    now = 4_000;
    print({ kind: 'members', membersWritten: 10_000, members: 100_000, rows: 100_000 });
    now = 6_000;
    print({ kind: 'members', membersWritten: 20_000, members: 100_000, rows: 100_000 });
    now = 11_000;
    print({ kind: 'members', membersWritten: 45_000, members: 100_000, rows: 100_000 });
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/members\s+10,000 \/ 100,000 \(\s*10\.0 %\)\s+50,000 rows\/s\s+5,000 members\/s\s+18\.0 s left/);
    expect(lines[2]).toMatch(/45,000 \/ 100,000 .* 33,333 rows\/s\s+5,000 members\/s\s+11\.0 s left/);
  });

  it('always tells the last block, and paces a resumed run by its own blocks', () => {
    const lines: string[] = [];
    let now = 0;
    const print = createSeedProgressPrinter(
      (line) => lines.push(line),
      () => now,
    );
    print({ kind: 'resumed', members: 100, membersWritten: 60, stepsDone: [], seedNow: new Date('2026-03-15T17:00:00Z') });
    now = 1_000;
    print({ kind: 'members', membersWritten: 80, members: 100, rows: 300 });
    now = 2_000;
    print({ kind: 'members', membersWritten: 100, members: 100, rows: 300 });
    expect(lines[0]).toBe('Resuming the seed of 100 members begun 2026-03-15T17:00:00.000Z: 60 written.');
    expect(lines.at(-1)).toMatch(/100 \/ 100 \(100\.0 %\)\s+300 rows\/s\s+20 members\/s\s+done/);
  });

  it('writes durations in seconds, then minutes and seconds', () => {
    expect(durationText(4.25)).toBe('4.3 s');
    expect(durationText(605)).toBe('10 min 05 s');
  });
});
