// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, PRESET_CPU_SLOWDOWN } from '../../scripts/bench-lighthouse';

describe("Lighthouse's CPU slowdown for this machine (scripts/bench-lighthouse.ts)", () => {
  it("gives the calculator's multiplier at each of its points, and the preset's at ~1,533", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBe(PRESET_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  it('goes in a straight line between them, to two decimals', () => {
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(1000)).toBe(2.4);
  });

  it('gives none for a host too slow to emulate the device, or no measure', () => {
    expect(calibratedCpuSlowdown(149)).toBeNull();
    expect(calibratedCpuSlowdown(Number.NaN)).toBeNull();
  });
});
