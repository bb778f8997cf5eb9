import { describe, expect, it } from 'vitest';
import { fuzzSettings } from './api-fuzz';

describe('fuzzSettings', () => {
  it('draws a new seed when none is set, and sends the default count from the first run', () => {
    expect(fuzzSettings({}, 300, () => 0.5)).toEqual({ seed: 2 ** 30, runs: 300, firstRun: 0 });
    expect(fuzzSettings({}, 300).seed).not.toBe(fuzzSettings({}, 300).seed);
  });

  it('replays the seed, the count and the first run the environment names', () => {
    expect(fuzzSettings({ FUZZ_SEED: '1234', FUZZ_RUNS: '50' }, 300)).toEqual({
      seed: 1234,
      runs: 50,
      firstRun: 0,
    });
    expect(fuzzSettings({ FUZZ_SEED: '-7', FUZZ_PATH: '212' }, 300)).toEqual({
      seed: -7,
      runs: 1,
      firstRun: 212,
    });
  });

  it('refuses a value that is no whole number rather than fuzzing with NaN', () => {
    expect(() => fuzzSettings({ FUZZ_SEED: 'abc' }, 300)).toThrow(/FUZZ_SEED/);
    expect(() => fuzzSettings({ FUZZ_RUNS: '1e3' }, 300)).toThrow(/FUZZ_RUNS/);
    expect(() => fuzzSettings({ FUZZ_PATH: '4:2' }, 300)).toThrow(/FUZZ_PATH/);
  });
});
