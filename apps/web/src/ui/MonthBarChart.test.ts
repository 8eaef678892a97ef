import { describe, expect, it } from 'vitest';
import { barScale } from './MonthBarChart';

describe('the bar chart’s scale', () => {
  it('counts on whole steps, 0 to 4 for a few (one order is a short bar)', () => {
    expect(barScale(0)).toEqual({ top: 4, step: 1 });
    expect(barScale(1)).toEqual({ top: 4, step: 1 });
    expect(barScale(7)).toEqual({ top: 8, step: 2 });
    expect(barScale(23)).toEqual({ top: 25, step: 5 });
    expect(barScale(101)).toEqual({ top: 150, step: 50 });
  });

  it('amounts on steps of 1, 2 or 5 times a power of ten, fractions too, at most five of them', () => {
    expect(barScale(3844, { whole: false })).toEqual({ top: 4000, step: 1000 });
    expect(barScale(11_760, { whole: false })).toEqual({ top: 15_000, step: 5000 });
    const small = barScale(0.42, { whole: false });
    expect(small.top).toBeCloseTo(0.5);
    expect(small.step).toBeCloseTo(0.1);
    expect(barScale(0, { whole: false })).toEqual({ top: 4, step: 1 });
  });
});
