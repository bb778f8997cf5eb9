import type { ReactNode } from 'react';
import { Group, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { CheckIcon } from '../Field/icons';
import { Spinner } from '../Spinner/Spinner';
import type { ComboBoxItem, SearchStatus } from './combo-box-options';
import { SearchIcon } from './search-icon';
import * as styles from './ComboBox.css';
import comboBoxStrings from './comboBox.strings.json';

/** The search box: a magnifying glass, the input, and a spinner while a search runs. */
export function SearchInput({
  status,
  placeholder,
  isReadOnly,
}: {
  status: SearchStatus;
  placeholder: string | undefined;
  isReadOnly: boolean | undefined;
}) {
  const { t } = useUiStrings(comboBoxStrings);
  return (
    <Group className={styles.inputGroup} isReadOnly={isReadOnly}>
      <SearchIcon className={styles.searchIcon} />
      <Input
        className={styles.groupedInput}
        placeholder={placeholder ?? t('comboBox.placeholder')}
      />
      {/* Decorative: while the list is open react-aria hides everything else from screen
          readers, so the list's own "searching" text and the announcer speak instead. */}
      {status === 'loading' && (
        <span aria-hidden="true" className={styles.spinner}>
          <Spinner size="sm" label={t('comboBox.searching')} />
        </span>
      )}
    </Group>
  );
}

/** What the list says when it has no options to show. */
function EmptyMessage({
  status,
  minSearchLength,
}: {
  status: SearchStatus;
  minSearchLength: number;
}) {
  const { t } = useUiStrings(comboBoxStrings);
  switch (status) {
    case 'loading':
      return <div className={styles.emptyState}>{t('comboBox.searching')}</div>;
    case 'error':
      return <div className={styles.emptyError}>{t('comboBox.loadError')}</div>;
    case 'done':
      return <div className={styles.emptyState}>{t('comboBox.noResults')}</div>;
    default:
      return (
        <div className={styles.emptyState}>
          {t('comboBox.typeMore', { count: Math.max(minSearchLength, 1) })}
        </div>
      );
  }
}

/** The popover list of results; selected options carry a tick. */
export function ResultList<T extends ComboBoxItem>({
  items,
  status,
  minSearchLength,
}: {
  items: readonly T[];
  status: SearchStatus;
  minSearchLength: number;
}) {
  // Inside the popover: while it is open, react-aria hides everything outside it and the input.
  const announcer = <SearchAnnouncer status={status} count={items.length} />;
  return (
    <Popover className={styles.popover} offset={4}>
      {announcer}
      <ListBox
        className={styles.listBox}
        renderEmptyState={() => <EmptyMessage status={status} minSearchLength={minSearchLength} />}
      >
        {items.map((item) => (
          <ListBoxItem
            key={item.id}
            id={item.id}
            textValue={item.label}
            isDisabled={item.isDisabled}
            className={styles.listBoxItem}
          >
            {({ isSelected }) => (
              <>
                <CheckIcon
                  className={styles.itemCheck}
                  style={{ visibility: isSelected ? 'visible' : 'hidden' }}
                />
                <span className={styles.itemText}>
                  <span>{item.label}</span>
                  {item.description != null && (
                    <span className={styles.itemDescription}>{item.description}</span>
                  )}
                </span>
              </>
            )}
          </ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  );
}

/**
 * Tells screen readers how a search went (the list itself is only read when it is entered):
 * searching, how many results, none, or failed.
 */
function SearchAnnouncer({ status, count }: { status: SearchStatus; count: number }) {
  const { t } = useUiStrings(comboBoxStrings);
  let text: ReactNode = '';
  if (status === 'loading') text = t('comboBox.searching');
  else if (status === 'error') text = t('comboBox.loadError');
  else if (status === 'done')
    text = count === 0 ? t('comboBox.noResults') : t('comboBox.resultCount', { count });
  return (
    <span role="status" className={styles.visuallyHidden}>
      {text}
    </span>
  );
}
