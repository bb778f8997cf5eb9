import type { ReactNode } from 'react';
import * as styles from './Text.css';
import type { TextElement, TextVariant } from './text-options';

export interface TextProps {
  /** @default 'body' */
  variant?: TextVariant;
  /** The element to render. @default 'p' */
  as?: TextElement;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Running text in one of the type variants. */
export function Text({ variant = 'body', as: Element = 'p', id, className, children }: TextProps) {
  const cls = styles.text({ variant });
  return (
    <Element id={id} className={className ? `${cls} ${className}` : cls}>
      {children}
    </Element>
  );
}
