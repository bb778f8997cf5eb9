/**
 * The settled first render: from the mount call until the paint of the last frame that still
 * carried follow-up work of the mount (effects that set state or touch the DOM, measuring and
 * scrolling, late styles), not only the first commit's paint.
 *
 * Both views are watched the same way, from before `render()` is called:
 * - work is a DOM change (a MutationObserver on the whole document: nodes, attributes, text, so
 *   a theme class or an injected style counts too), or a long task or long animation frame
 *   (PerformanceObserver `longtask`, `long-animation-frame`: script, style, layout and paint
 *   work of 50 ms or more, with or without a DOM change, such as a forced reflow);
 * - every animation frame is followed to its paint (a message posted from `requestAnimationFrame`
 *   runs after that frame's style, layout and paint);
 * - the frame that shows the latest work is the first one whose animation frame callback ran
 *   after the last DOM change and whose paint ended after the last long work;
 * - the view has settled once that frame and the next (QUIET_FRAMES) are painted and QUIET_MS
 *   have passed since the last work; the settled time is that frame's paint.
 */

/** Work scheduled by a timer rather than by the next frame still counts within this span. */
const QUIET_MS = 150;
/** The quiet frames that end the watch. */
const QUIET_FRAMES = 2;

export interface SettleWatch {
  /** Resolves with ms from `start` to the paint of the frame that shows the last work. */
  settled: Promise<number>;
}

interface Frame {
  /** When its `requestAnimationFrame` callback ran: DOM changes before it are in its paint. */
  began: number;
  /** When its style, layout and paint were over. */
  painted: number;
}

export function watchSettle(start: number): SettleWatch {
  let lastChange = start;
  let lastLongWork = start;
  const mutations = new MutationObserver(() => {
    lastChange = performance.now();
  });
  mutations.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const entryTypes = ['longtask', 'long-animation-frame'].filter((type) =>
    PerformanceObserver.supportedEntryTypes.includes(type),
  );
  const noteLongWork = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      if (entry.startTime >= start) {
        lastLongWork = Math.max(lastLongWork, entry.startTime + entry.duration);
      }
    }
  };
  const longWork = new PerformanceObserver((list) => noteLongWork(list.getEntries()));
  for (const type of entryTypes) longWork.observe({ type, buffered: false });

  /** The first frame that shows all work so far: begun after the last change, painted after the
   * last long work (a long animation frame ends with its own paint). */
  const showingFrame = (frames: readonly Frame[]) =>
    frames.find((frame) => frame.began >= lastChange && frame.painted >= lastLongWork);

  const settled = new Promise<number>((resolve) => {
    const frames: Frame[] = [];
    const onFrame = () => {
      const began = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const painted = performance.now();
        // Queued records and entries are taken now, so this frame is judged on all of them.
        if (mutations.takeRecords().length > 0) lastChange = painted;
        noteLongWork(longWork.takeRecords());
        frames.push({ began, painted });
        const shown = showingFrame(frames);
        const framesSince = shown ? frames.length - frames.indexOf(shown) : 0;
        const lastWork = Math.max(lastChange, lastLongWork);
        if (shown && framesSince >= QUIET_FRAMES && painted - lastWork >= QUIET_MS) {
          mutations.disconnect();
          longWork.disconnect();
          resolve(shown.painted - start);
        } else {
          requestAnimationFrame(onFrame);
        }
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(onFrame);
  });
  return { settled };
}
