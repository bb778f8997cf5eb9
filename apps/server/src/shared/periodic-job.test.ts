import { describe, expect, it } from 'vitest';
import { startPeriodicJob } from './periodic-job';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a periodic job', () => {
  it('runs at once, then again on later ticks', async () => {
    let runs = 0;
    const stop = startPeriodicJob(async () => {
      runs += 1;
    }, 5);
    expect(runs).toBe(1);
    await expect.poll(() => runs).toBeGreaterThanOrEqual(3);
    await stop();
  });

  it('never starts a run while one is going: a slow run lets the ticks meanwhile pass', async () => {
    let going = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const stop = startPeriodicJob(async () => {
      runs += 1;
      going += 1;
      mostAtOnce = Math.max(mostAtOnce, going);
      await pause(40);
      going -= 1;
    }, 5);
    await pause(150);
    await stop();
    expect(mostAtOnce).toBe(1);
    // Ticks every 5 ms for 150 ms, each run 40 ms long: at most four runs.
    expect(runs).toBeLessThanOrEqual(4);
  });

  it('stops once the run in progress has finished, and runs no more', async () => {
    let finished = false;
    let runs = 0;
    const stop = startPeriodicJob(async () => {
      runs += 1;
      await pause(50);
      finished = true;
    }, 5);
    await stop();
    expect(finished).toBe(true);
    const runsAtStop = runs;
    await pause(30);
    expect(runs).toBe(runsAtStop);
  });
});
