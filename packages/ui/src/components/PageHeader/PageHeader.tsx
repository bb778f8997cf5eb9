import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import type { HeadingLevel } from '../Heading/heading-options';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons for the page (e.g. "Tambah Pasien"). */
  actions?: ReactNode;
  /**
   * Inside `AppShell` the top bar already holds the page's h1, so a page header is an h2.
   * @default 2
   */
  level?: HeadingLevel;
}

/** The heading row of a page: title, a line of description and the page's actions. */
export function PageHeader({ title, description, actions, level = 2 }: PageHeaderProps) {
  return (
    <div className={styles.root}>
      <div className={styles.titles}>
        <Heading level={level} size="lg">
          {title}
        </Heading>
        {description != null ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions != null ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
