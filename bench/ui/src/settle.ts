/**
 * The settled first render: from the mount call until the paint of the last frame that still
 * carried follow-up work of the mount (effects that set state or touch the DOM, measuring and
 * scrolling, late styles), not only the first commit's paint.
 *
 * Both views are watched the same way, from before `render()` is called:
 * - work is a DOM change (a MutationObserver on the whole document: nodes, attributes, text, so
 *   a theme class or an injected style counts too), or a long task or long animation frame
 *   (PerformanceObserver `longtask`, `long-animation-frame`: script, style and layout work of
 *   50 ms or more, with or without a DOM change, such as a forced reflow); its time is when it
 *   ended;
 * - every animation frame is followed to its paint (a message posted from `requestAnimationFrame`
 *   runs after that frame's style, layout and paint);
 * - the view has settled once QUIET_FRAMES frames have begun after the latest work and QUIET_MS
 *   have passed since it; the settled time is the paint of the first frame that began after the
 *   latest work (the frame that shows it).
 */

/** Work scheduled by a timer rather than by the next frame still counts within this span. */
const QUIET_MS = 150;
/** The quiet frames that end the watch. */
const QUIET_FRAMES = 2;

export interface SettleWatch {
  /** Resolves with ms from `start` to the paint of the last busy frame. */
  settled: Promise<number>;
}

export function watchSettle(start: number): SettleWatch {
  let lastWork = start;
  const noteWork = (end: number) => {
    if (end > lastWork) lastWork = end;
  };
  const mutations = new MutationObserver(() => noteWork(performance.now()));
  mutations.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const entryTypes = ['longtask', 'long-animation-frame'].filter((type) =>
    PerformanceObserver.supportedEntryTypes.includes(type),
  );
  const longWork = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime >= start) noteWork(entry.startTime + entry.duration);
    }
  });
  for (const type of entryTypes) longWork.observe({ type, buffered: false });

  const settled = new Promise<number>((resolve) => {
    let quietFrames = 0;
    // The paint of the first frame that began after the latest work, once there is one.
    let paintAfterWork: number | null = null;
    let workSeen = lastWork;
    const onFrame = () => {
      const frameAt = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const painted = performance.now();
        // Queued records and entries are taken now, so this frame is judged on all of them.
        if (mutations.takeRecords().length > 0) noteWork(painted);
        for (const entry of longWork.takeRecords()) {
          if (entry.startTime >= start) noteWork(entry.startTime + entry.duration);
        }
        if (lastWork !== workSeen) {
          workSeen = lastWork;
          paintAfterWork = null;
          quietFrames = 0;
        }
        if (frameAt >= lastWork) {
          paintAfterWork ??= painted;
          quietFrames += 1;
        }
        if (
          paintAfterWork !== null &&
          quietFrames >= QUIET_FRAMES &&
          painted - lastWork >= QUIET_MS
        ) {
          mutations.disconnect();
          longWork.disconnect();
          resolve(paintAfterWork - start);
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
