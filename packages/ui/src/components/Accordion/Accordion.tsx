import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../Field/icons';
import type { AccordionHeadingLevel } from './accordion-options';
import * as styles from './Accordion.css';

export interface AccordionProps {
  /** `AccordionItem`s. */
  children: ReactNode;
  /** Let several items be open at once; otherwise opening one closes the others. @default false */
  allowsMultipleExpanded?: boolean;
  /** Controlled open items (their ids). */
  expandedKeys?: readonly string[];
  /** Uncontrolled initially open items. @default [] */
  defaultExpandedKeys?: readonly string[];
  onExpandedChange?: (keys: string[]) => void;
  /** Every item closed to interaction (they keep their open state). @default false */
  isDisabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A stack of sections that open and close (react-aria DisclosureGroup). Each header is a button
 * inside a heading: Tab moves between headers, Enter or Space opens and closes.
 */
export function Accordion({
  children,
  allowsMultipleExpanded = false,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  isDisabled,
  id,
  className,
}: AccordionProps) {
  return (
    <DisclosureGroup
      id={id}
      allowsMultipleExpanded={allowsMultipleExpanded}
      {...(expandedKeys !== undefined && { expandedKeys })}
      {...(defaultExpandedKeys !== undefined && { defaultExpandedKeys })}
      onExpandedChange={(keys: Set<Key>) => onExpandedChange?.([...keys].map(String))}
      isDisabled={isDisabled}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {children}
    </DisclosureGroup>
  );
}

export interface AccordionItemProps {
  /** The key `expandedKeys` and `onExpandedChange` use. */
  id: string;
  /** The header's text, e.g. the visit's date and doctor. */
  title: ReactNode;
  /**
   * Shown after the title inside the header, e.g. the visit's diagnosis pills. Part of the
   * header button, so keep it to text and non-interactive elements.
   */
  detail?: ReactNode;
  /** The heading level that wraps the header button. @default 3 */
  headingLevel?: AccordionHeadingLevel;
  /** @default false */
  isDisabled?: boolean;
  /** The panel's content. */
  children: ReactNode;
  className?: string;
}

/** One section of an `Accordion`: a header button in a heading and its panel. */
export function AccordionItem({
  id,
  title,
  detail,
  headingLevel = 3,
  isDisabled,
  children,
  className,
}: AccordionItemProps) {
  return (
    <Disclosure
      id={id}
      isDisabled={isDisabled}
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span className={styles.headerText}>
            <span className={styles.title}>{title}</span>
            {detail != null && <span className={styles.detail}>{detail}</span>}
          </span>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelContent}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
