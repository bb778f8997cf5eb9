import { withGlobal, type Clock } from '@sinonjs/fake-timers';
import { userEvent } from 'storybook/test';

type User = ReturnType<typeof userEvent.setup>;

export interface FakeClock {
  /** Moves the clock on by `ms`, running the timers that fall due, and lets the page render. */
  tick: (ms: number) => Promise<void>;
  /** A user whose keys and clicks take no time on this clock: typing is as fast as it gets. */
  user: User;
}

let installed: Clock | undefined;

/** Puts the real clock back, if a story left the fake one installed (it timed out mid-way). */
export function restoreRealClock(): void {
  installed?.uninstall();
  installed = undefined;
}

/**
 * Runs a story's steps on a clock that stands still until the story moves it: `setTimeout`,
 * `clearTimeout` and `Date` are fake, so "nothing after 999 ms, one report after 1000 ms" holds
 * on a loaded CI machine as on a fast one, where real waits either skip such a check or time
 * out. The real clock is back when `steps` ends, passed or failed, before Storybook's own checks
 * (axe) and the next story.
 *
 * Testing Library's `waitFor` and `findBy*` time out with `setTimeout`: inside `steps`, tick and
 * then assert with `getBy*`/`queryBy*`. A story has no Vitest `vi` (the Storybook UI runs it
 * without Vitest), hence the fake-timers library Vitest's own fake timers are built on.
 */
export async function withFakeClock(steps: (clock: FakeClock) => Promise<void>): Promise<void> {
  restoreRealClock();
  const realSetTimeout = globalThis.setTimeout;
  // Clearing a timer set before the install (react-aria's focus handling does) clears it.
  const clock = withGlobal(globalThis).install({
    toFake: ['setTimeout', 'clearTimeout', 'Date'],
    shouldClearNativeTimers: true,
  });
  installed = clock;

  const realTurn = () => new Promise((resolve) => realSetTimeout(resolve, 0));
  const tick = async (ms: number) => {
    await clock.tickAsync(ms);
    // React renders what the timers changed.
    await realTurn();
  };

  // User Event and Storybook's wrapper around it wait on zero-delay timeouts between steps:
  // run those (and only those: the clock does not move) until the action is done. A synchronous
  // tick, so that the timeouts they set next count as due now, not one fake millisecond later.
  const settle = async (action: PromiseLike<unknown>) => {
    let done = false;
    const finish = () => {
      done = true;
    };
    action.then(finish, finish);
    while (!done) {
      clock.tick(0);
      await realTurn();
    }
    return action;
  };
  const events = userEvent.setup();
  const user = new Proxy(events, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return isThenable(result) ? settle(result) : result;
      };
    },
  });

  try {
    await steps({ tick, user });
  } finally {
    if (installed === clock) restoreRealClock();
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';
