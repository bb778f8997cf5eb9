import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  type Key,
  type SelectValueProps,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../Field/icons';
import * as styles from './Select.css';

/*
 * The parts every select-like control here shares (Select, MultiSelect, the period picker's
 * month and year): the button that opens the list, and the list's popover. Each control keeps
 * its own react-aria Select, label and help around them.
 */

/** The button that opens the list: the value (or the placeholder) and a chevron. */
export function SelectTrigger({ children }: { children: SelectValueProps<object>['children'] }) {
  return (
    <Button className={styles.trigger}>
      <SelectValue className={styles.value}>{children}</SelectValue>
      <ChevronDownIcon className={styles.chevron} />
    </Button>
  );
}

export interface SelectListItem {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/**
 * The popover's list of options, a check mark beside each chosen one. `emptyText` is what an
 * empty list says (a select opened before its options have loaded, or with none to offer).
 */
export function SelectListPopover<Item extends SelectListItem>({
  items,
  emptyText,
}: {
  items: readonly Item[];
  emptyText?: string;
}) {
  return (
    <Popover className={styles.popover} offset={4}>
      <ListBox
        items={items}
        className={styles.listBox}
        renderEmptyState={
          emptyText ? () => <div className={styles.listBoxEmpty}>{emptyText}</div> : undefined
        }
      >
        {(item) => (
          <ListBoxItem
            id={item.id}
            textValue={item.label}
            isDisabled={item.isDisabled}
            className={styles.listBoxItem}
          >
            {({ isSelected }) => (
              <>
                {/* Hidden, not removed: the column keeps its width so the labels line up. */}
                <CheckIcon
                  className={styles.itemCheck}
                  style={{ visibility: isSelected ? 'visible' : 'hidden' }}
                />
                <span>{item.label}</span>
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
