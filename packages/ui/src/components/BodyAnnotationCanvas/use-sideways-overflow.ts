import { useCallback, useState } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), kept current as
 * either resizes. Pass the returned callback as the element's `ref`.
 */
export function useSidewaysOverflow(): [boolean, (node: HTMLElement | null) => void] {
  const [isOverflowing, setOverflowing] = useState(false);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const measure = () => setOverflowing(node.scrollWidth > node.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [isOverflowing, ref];
}
