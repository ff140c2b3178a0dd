import { describe, expect, it } from 'vitest';
import { percentile } from './latency-load.js';

describe('percentile', () => {
  it('takes the value at the share of the sorted times', () => {
    const times = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(times, 0.95)).toBe(95);
    expect(percentile(times, 0.5)).toBe(50);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
