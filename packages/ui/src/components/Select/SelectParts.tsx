import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  type Key,
  type SelectValueProps,
} from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { CheckIcon, ChevronDownIcon } from '../Field/icons';
import * as styles from './Select.css';
import selectStrings from './select.strings.json';

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
 * The popover's list of options, a check mark beside each chosen one. An empty list says why:
 * its options are still loading (`isLoading`), or there are none to offer. The select around it
 * opens on an empty list (react-aria's `allowsEmptyCollection`) so the user reads this.
 */
export function SelectListPopover<Item extends SelectListItem>({
  items,
  isLoading = false,
}: {
  items: readonly Item[];
  isLoading?: boolean;
}) {
  const { t } = useUiStrings(selectStrings);
  return (
    <Popover className={styles.popover} offset={4}>
      <ListBox
        items={items}
        className={styles.listBox}
        renderEmptyState={() => (
          <div className={styles.listBoxEmpty}>
            {t(isLoading ? 'select.loading' : 'select.noOptions')}
          </div>
        )}
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
