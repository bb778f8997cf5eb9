/**
 * Runs `run` now and then every `intervalMs`, one run at a time: a tick that comes while a run is
 * still going (a sweep mailing a backlog of patients one after another) is skipped, and the next
 * tick looks again. The function it returns stops the ticks and resolves once the run in progress
 * has finished, so a shutdown does not cut a mail off halfway. `run` logs its own failures and
 * never rejects.
 */
export function startPeriodicJob(
  run: () => Promise<void>,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
