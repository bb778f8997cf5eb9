import { CheckboxGroup, Dialog, DialogTrigger, Label, Popover, Text } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Icon } from '../Icon/Icon';
import * as styles from './ColumnChooser.css';
import columnChooserStrings from './columnChooser.strings.json';

/** One column the reader may show or hide. */
export interface ColumnChoice<K extends string = string> {
  id: K;
  /** Its header, already translated. */
  label: string;
  /** Always shown (e.g. the column that names each row): its box stays ticked and disabled. */
  isFixed?: boolean;
}

export interface ColumnChooserProps<K extends string = string> {
  /** Every column the reader may show, in the table's order. */
  columns: readonly ColumnChoice<K>[];
  /** The ids shown now. */
  selectedKeys: readonly K[];
  /** The ids to show, in the order of `columns`, the fixed ones always among them. */
  onChange: (keys: K[]) => void;
  /** Given: a button that goes back to the page's own columns. */
  onReset?: () => void;
  /** The button's text and the popover's name. @default the ui string `columnChooser.label` */
  label?: string;
  /** A line under the list's heading, e.g. that the print keeps every column. */
  description?: string;
  className?: string;
}

/**
 * Which of a wide table's columns show: a button (with how many show of how many) opening a
 * popover dialog with one checkbox per column (react-aria DialogTrigger + CheckboxGroup: Tab and
 * Space tick, Escape closes and returns focus to the button). The page keeps the choice.
 */
export function ColumnChooser<K extends string = string>({
  columns,
  selectedKeys,
  onChange,
  onReset,
  label,
  description,
  className,
}: ColumnChooserProps<K>) {
  const { t } = useUiStrings(columnChooserStrings);
  const name = label ?? t('columnChooser.label');
  const fixed = columns.filter((column) => column.isFixed).map((column) => column.id);
  const selected = columns
    .filter((column) => column.isFixed || selectedKeys.includes(column.id))
    .map((column) => column.id);
  const change = (keys: string[]) => {
    const chosen = new Set<string>([...keys, ...fixed]);
    onChange(columns.filter((column) => chosen.has(column.id)).map((column) => column.id));
  };
  const count = t('columnChooser.count', { shown: selected.length, total: columns.length });

  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm" className={className}>
        <span className={styles.trigger}>
          <Icon name="panel" size={16} />
          {/* One run of text, so the button's name reads "Kolom 8/16", spaced. */}
          <span>
            {name} <span className={styles.count}>{count}</span>
          </span>
        </span>
      </Button>
      <Popover placement="bottom end" offset={4} className={styles.popover}>
        <Dialog aria-label={name} className={styles.dialog}>
          <CheckboxGroup value={selected} onChange={change} className={styles.group}>
            <Label className={styles.heading}>{t('columnChooser.shown')}</Label>
            {description ? (
              <Text slot="description" className={styles.description}>
                {description}
              </Text>
            ) : null}
            <div className={styles.list}>
              {columns.map((column) => (
                <Checkbox key={column.id} value={column.id} isDisabled={column.isFixed}>
                  {column.label}
                </Checkbox>
              ))}
            </div>
          </CheckboxGroup>
          {onReset ? (
            <Button variant="ghost" size="sm" onPress={onReset} className={styles.reset}>
              {t('columnChooser.reset')}
            </Button>
          ) : null}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
