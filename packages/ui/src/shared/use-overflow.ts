import { useCallback, useState } from 'react';

/** `x`: the content is wider than the element (it scrolls sideways); `y`: taller. */
export type OverflowAxis = 'x' | 'y';

/**
 * Whether an element's content overflows it along `axis`, kept current as either resizes. Pass
 * the returned callback as the element's `ref`. A scrolling region must take focus so keyboard
 * users can scroll it too (axe's scrollable-region-focusable), hence one measure for every such
 * region of the design system.
 */
export function useOverflow(axis: OverflowAxis): [boolean, (node: HTMLElement | null) => void] {
  const [isOverflowing, setOverflowing] = useState(false);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      // One pixel of slack: zoomed layouts round the scroll size up.
      const measure = () =>
        setOverflowing(
          axis === 'x'
            ? node.scrollWidth > node.clientWidth + 1
            : node.scrollHeight > node.clientHeight + 1,
        );
      measure();
      const observer = new ResizeObserver(measure);
      observer.observe(node);
      for (const child of Array.from(node.children)) observer.observe(child);
      return () => observer.disconnect();
    },
    [axis],
  );
  return [isOverflowing, ref];
}
