import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import type { TabItem, TabsKeyboardActivation, TabsOrientation } from './tabs-options';
import * as styles from './Tabs.css';

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list, e.g. "Jenis pasien". Required unless `aria-labelledby` is given. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Controlled selected tab. */
  selectedKey?: string;
  /** Uncontrolled initial tab. @default the first tab that is not disabled */
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
  /** Every tab disabled. @default false */
  isDisabled?: boolean;
  /** @default 'horizontal' */
  orientation?: TabsOrientation;
  /**
   * `automatic`: arrow keys select the tab they move to; `manual`: arrows only move focus and
   * Enter or Space selects. @default 'automatic'
   */
  keyboardActivation?: TabsKeyboardActivation;
  /** The tabs share the row's width equally (two-choice switches in a dialog). @default false */
  isJustified?: boolean;
  /**
   * Keep hidden panels mounted, so what was typed in a form panel survives switching tabs.
   * @default false
   */
  shouldForceMount?: boolean;
  id?: string;
  className?: string;
}

/**
 * Tabs (react-aria): arrow keys move between tabs (Home/End to the ends), disabled tabs are
 * skipped, Tab moves into the panel.
 */
export function Tabs({
  items,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isDisabled,
  orientation = 'horizontal',
  keyboardActivation = 'automatic',
  isJustified = false,
  shouldForceMount = false,
  id,
  className,
}: TabsProps) {
  return (
    <AriaTabs
      id={id}
      {...(selectedKey !== undefined && { selectedKey })}
      {...(defaultSelectedKey !== undefined && { defaultSelectedKey })}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      isDisabled={isDisabled}
      orientation={orientation}
      keyboardActivation={keyboardActivation}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      className={[styles.tabs, className].filter(Boolean).join(' ')}
    >
      <TabList
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        data-justified={isJustified || undefined}
        className={styles.tabList}
      >
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.id}
          id={item.id}
          shouldForceMount={shouldForceMount}
          className={styles.panel}
        >
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
