import type { ReactNode } from 'react';
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
  children: ReactNode;
}

export function Heading({ level = 2, size, id, slot, className, children }: HeadingProps) {
  const cls = styles.heading({ size: size ?? DEFAULT_SIZE_FOR_LEVEL[level] });
  return (
    <AriaHeading
      level={level}
      id={id}
      slot={slot}
      className={className ? `${cls} ${className}` : cls}
    >
      {children}
    </AriaHeading>
  );
}
