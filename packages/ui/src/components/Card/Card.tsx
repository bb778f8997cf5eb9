import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import type { HeadingLevel } from '../Heading/heading-options';
import * as styles from './Card.css';
import type { CardPadding } from './card-options';

export interface CardProps {
  /** Shown as a heading (cards are not landmarks: a page of them would drown the landmark list). */
  title?: ReactNode;
  /** @default 2 */
  titleLevel?: HeadingLevel;
  /** The title takes the focus when the card appears (Heading's `autoFocus`). @default false */
  titleAutoFocus?: boolean;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  /** A row at the bottom, right-aligned (e.g. Save / Cancel). */
  footer?: ReactNode;
  /** @default 'lg' */
  padding?: CardPadding;
  className?: string;
  children?: ReactNode;
}

/** A surface grouping related content. */
export function Card({
  title,
  titleLevel = 2,
  titleAutoFocus = false,
  actions,
  footer,
  padding = 'lg',
  className,
  children,
}: CardProps) {
  const cls = styles.card({ padding });
  const hasHeader = title != null || actions != null;
  return (
    <div className={className ? `${cls} ${className}` : cls}>
      {hasHeader ? (
        <div className={styles.header}>
          {title != null ? (
            <Heading level={titleLevel} size="md" autoFocus={titleAutoFocus}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions != null ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer != null ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
