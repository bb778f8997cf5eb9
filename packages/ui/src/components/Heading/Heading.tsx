import { useEffect, useRef, type ReactNode } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import * as styles from './Heading.css';
import { DEFAULT_SIZE_FOR_LEVEL, type HeadingLevel, type HeadingSize } from './heading-options';

export interface HeadingProps {
  /** The outline level (h1..h6). @default 2 */
  level?: HeadingLevel;
  /** The looks; follows the level unless given. */
  size?: HeadingSize;
  id?: string;
  /** react-aria slot, e.g. `title` inside a Dialog. */
  slot?: string;
  className?: string;
  /**
   * Takes the keyboard focus when it appears: the heading of a step or page that replaced the
   * content the focus was on, so the focus does not fall to the page and a screen reader reads
   * where the user now is (docs/decisions/0049). Focusable by script only (tabindex -1).
   * @default false
   */
  autoFocus?: boolean;
  children: ReactNode;
}

export function Heading({
  level = 2,
  size,
  id,
  slot,
  className,
  autoFocus = false,
  children,
}: HeadingProps) {
  const cls = styles.heading({ size: size ?? DEFAULT_SIZE_FOR_LEVEL[level] });
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    // In a task of its own: moving the focus lays the page out and runs every focus listener
    // (react-aria's, which re-render what shows the focus), which made the commit that showed the
    // heading one long task, the longest of a shared booking link's start (docs/performance.md).
    const focusing = setTimeout(() => ref.current?.focus());
    return () => clearTimeout(focusing);
  }, [autoFocus]);
  return (
    <AriaHeading
      ref={ref}
      tabIndex={autoFocus ? -1 : undefined}
      level={level}
      id={id}
      slot={slot}
      className={className ? `${cls} ${className}` : cls}
    >
      {children}
    </AriaHeading>
  );
}
