import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FILTER_DEBOUNCE_MS } from '@praktik/domain/tables/table-query';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button/Button';
import { DatePicker } from '../DatePicker/DatePicker';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import {
  emptyFilterValues,
  sameFilterValues,
  type FilterField,
  type FilterValues,
} from './filter-bar-options';
import * as styles from './FilterBar.css';
import filterBarStrings from './filterBar.strings.json';

export interface FilterBarProps {
  /** The fields the bar manages (text, date, select), in order. @default [] */
  fields?: readonly FilterField[];
  /** Controlled filters: the values last applied. A change from outside replaces the fields. */
  values?: FilterValues;
  /** Uncontrolled initial filters. */
  defaultValues?: FilterValues;
  /**
   * The filters changed: text fields report once typing has stopped for `debounceMs`, dates and
   * choices at once, Enter and Reset at once. The parent resets its page to 0 (domain
   * `withFilterChange`).
   */
  onChange?: (values: FilterValues) => void;
  /** @default the domain's FILTER_DEBOUNCE_MS (1000) */
  debounceMs?: number;
  /** More filters the parent controls (a doctor choice, a DateRangeFilter), after `fields`. */
  children?: ReactNode;
  /** Reset was pressed: the bar has cleared its own fields; the parent resets `children`. */
  onReset?: () => void;
  /** @default ui string `filterBar.reset` */
  resetLabel?: string;
  /** Shows a Search button (and Enter in a field searches). */
  onSearch?: () => void;
  /** @default false */
  isSearchDisabled?: boolean;
  /** @default ui string `filterBar.search` */
  searchLabel?: string;
  /** Shows an Export button. */
  onExport?: () => void;
  /** @default false */
  isExportPending?: boolean;
  /** @default ui string `filterBar.export` */
  exportLabel?: string;
  /** Shows an Add button that calls this… */
  onAdd?: () => void;
  /** …or links here (e.g. '/patient/add-patient'). */
  addHref?: string;
  /** @default ui string `filterBar.add` */
  addLabel?: string;
  /** Further buttons, before Add (e.g. an export menu with CSV and PDF). */
  actions?: ReactNode;
  /** Names the search landmark. @default ui string `filterBar.label` */
  'aria-label'?: string;
  className?: string;
}

/**
 * The filter row above a list: fields laid out in a grid, text fields debounced (spec 1 §4:
 * "Filters apply after the user stops typing for 1 second"), and the Search, Reset, Export and
 * Add buttons. Reset clears every field.
 */
export function FilterBar({
  fields = [],
  values,
  defaultValues,
  onChange,
  debounceMs = FILTER_DEBOUNCE_MS,
  children,
  onReset,
  resetLabel,
  onSearch,
  isSearchDisabled = false,
  searchLabel,
  onExport,
  isExportPending = false,
  exportLabel,
  onAdd,
  addHref,
  addLabel,
  actions,
  className,
  ...aria
}: FilterBarProps) {
  const { t } = useUiStrings(filterBarStrings);
  const [draft, setDraft] = useState<FilterValues>(() => ({
    ...emptyFilterValues(fields),
    ...(values ?? defaultValues),
  }));
  // What the parent has been told (or told us): a `values` prop that differs came from outside.
  const [reported, setReported] = useState<FilterValues>(draft);
  if (values !== undefined && !sameFilterValues(values, reported)) {
    setReported(values);
    setDraft({ ...emptyFilterValues(fields), ...values });
  }

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const cancelPending = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const report = (next: FilterValues) => {
    cancelPending();
    setReported(next);
    onChangeRef.current?.(next);
  };

  const changeText = (name: string, text: string) => {
    const next = { ...draft, [name]: text };
    setDraft(next);
    cancelPending();
    timer.current = setTimeout(() => {
      timer.current = null;
      setReported(next);
      onChangeRef.current?.(next);
    }, debounceMs);
  };

  const changeNow = (name: string, value: string) => {
    if ((draft[name] ?? '') === value) return;
    const next = { ...draft, [name]: value };
    setDraft(next);
    report(next);
  };

  const reset = () => {
    const next = emptyFilterValues(fields);
    setDraft(next);
    report(next);
    onReset?.();
  };

  const apply = () => {
    if (timer.current !== null || !sameFilterValues(draft, reported)) report(draft);
    if (onSearch && !isSearchDisabled) onSearch();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };

  // Enter in a text field applies the filters at once (and searches, where there is a
  // Search). A form without a submit button and with several inputs does not submit on Enter.
  const applyOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (
      event.key === 'Enter' &&
      !event.nativeEvent.isComposing &&
      target instanceof HTMLInputElement &&
      !onSearch
    ) {
      event.preventDefault();
      apply();
    }
  };

  const hasAdd = onAdd !== undefined || addHref !== undefined;

  return (
    // The key handler only catches Enter bubbling up from the inputs; the form is no control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      role="search"
      aria-label={aria['aria-label'] ?? t('filterBar.label')}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      onKeyDown={applyOnEnter}
    >
      <div className={styles.fields}>
        {fields.map((field) => {
          const value = draft[field.name] ?? '';
          switch (field.kind) {
            case 'text':
              return (
                <TextField
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  type={field.type ?? 'text'}
                  inputMode={field.inputMode}
                  placeholder={field.placeholder}
                  value={value}
                  onChange={(text) => changeText(field.name, text)}
                />
              );
            case 'date':
              return (
                <DatePicker
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  value={value === '' ? null : value}
                  onChange={(iso) => changeNow(field.name, iso ?? '')}
                />
              );
            case 'select':
              return (
                <Select
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  items={field.items}
                  placeholder={field.placeholder}
                  selectedKey={value === '' ? null : value}
                  onSelectionChange={(key) => changeNow(field.name, key ?? '')}
                />
              );
          }
        })}
        {children}
      </div>
      <div className={styles.actions}>
        {onSearch ? (
          <Button type="submit" isDisabled={isSearchDisabled}>
            {searchLabel ?? t('filterBar.search')}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={reset}>
          {resetLabel ?? t('filterBar.reset')}
        </Button>
        {onExport ? (
          <Button variant="secondary" onPress={onExport} isPending={isExportPending}>
            {exportLabel ?? t('filterBar.export')}
          </Button>
        ) : null}
        {actions}
        {hasAdd ? (
          <Button className={styles.add} onPress={onAdd} href={addHref}>
            {addLabel ?? t('filterBar.add')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
