import { useId, type ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import type { HeadingLevel } from '../Heading/heading-options';
import * as styles from './Card.css';
import type { CardPadding } from './card-options';

export interface CardProps {
  /** Shown as a heading; the card becomes a region named by it. */
  title?: ReactNode;
  /** @default 2 */
  titleLevel?: HeadingLevel;
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
  actions,
  footer,
  padding = 'lg',
  className,
  children,
}: CardProps) {
  const titleId = useId();
  const cls = styles.card({ padding });
  const hasHeader = title != null || actions != null;
  return (
    <section
      className={className ? `${cls} ${className}` : cls}
      aria-labelledby={title != null ? titleId : undefined}
    >
      {hasHeader ? (
        <div className={styles.header}>
          {title != null ? (
            <Heading level={titleLevel} size="md" id={titleId}>
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
    </section>
  );
}
