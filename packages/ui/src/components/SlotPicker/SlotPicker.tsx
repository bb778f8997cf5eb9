import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Header,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Text,
  type Selection,
} from 'react-aria-components';
import type { DaySlot } from '@praktik/domain/slots/available-slots';
import {
  selectionMinutes,
  selectionSpan,
  toggleSlotSelection,
  type SlotSelection,
} from '@praktik/domain/slots/slot-selection';
import {
  minutesToHourMinute,
  timeToMinutes,
  type SlotTime,
} from '@praktik/domain/slots/time-of-day';
import {
  DEFAULT_PICKER_DURATION,
  durationLabel,
  isVisitDuration,
  type VisitDuration,
} from '@praktik/domain/slots/visit-durations';
import { useDomainText, type DomainTranslate } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import type { UiStringKey } from '../../intl/strings';
import { FieldLabel, invalidFrom } from '../Field/FieldParts';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Spinner } from '../Spinner/Spinner';
import {
  CLEAR_SELECTION,
  SLOT_PICKER_DURATIONS,
  actedOnUnit,
  freeUnitTimes,
  selectionKeys,
  slotPickerSections,
  type SlotPickerReason,
} from './slot-picker-options';
import * as styles from './SlotPicker.css';
import slotPickerStrings from './slotPicker.strings.json';

export interface SlotPickerProps {
  /**
   * The day's 15-minute slots, as the domain's `daySlots` gives them (each with `isAvailable`
   * and a `reason`: booked or past). Ignored while `hasDoctor` is false or `isLoading`.
   */
  slots: readonly DaySlot[];
  /** Controlled selection: the chosen units' starts, 'HH:mm:ss' (the form's timeVisit). */
  value?: readonly SlotTime[];
  /** Uncontrolled initial selection. @default [] */
  defaultValue?: readonly SlotTime[];
  /** The selection after a click, by the domain's rules: always one contiguous run, sorted. */
  onChange?: (selected: SlotSelection) => void;
  /** Controlled visit duration: what a click selects (15 one unit, 30 a half hour, 60 an hour). */
  duration?: VisitDuration;
  /** Uncontrolled initial duration. @default 60 (the domain's DEFAULT_PICKER_DURATION) */
  defaultDuration?: VisitDuration;
  onDurationChange?: (duration: VisitDuration) => void;
  /** Shows a 15 / 30 / 60 minute choice above the slots. @default false */
  showDurationControl?: boolean;
  /** @default ui string `slotPicker.label` ("Waktu kunjungan") */
  label?: ReactNode;
  /**
   * Whether a doctor is chosen: without one the picker asks for a doctor ("Pilih dokter terlebih
   * dahulu"); with one and no slots it says "Jadwal Tidak tersedia".
   * @default true
   */
  hasDoctor?: boolean;
  /** The slots are being fetched. @default false */
  isLoading?: boolean;
  description?: ReactNode;
  /** E.g. the form's "Harap pilih waktu". */
  errorMessage?: ReactNode;
  /** @default true when errorMessage is given */
  isInvalid?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** Nothing can be chosen; the selection still shows. @default false */
  isDisabled?: boolean;
  /** The selection shows and can be browsed, but clicks change nothing. @default false */
  isReadOnly?: boolean;
  id?: string;
  className?: string;
}

const REASON_KEYS: Record<SlotPickerReason, UiStringKey<typeof slotPickerStrings>> = {
  booked: 'slotPicker.reasonBooked',
  past: 'slotPicker.reasonPast',
  offGrid: 'slotPicker.reasonStartsOnHalfHour',
  doesNotFit: 'slotPicker.reasonDoesNotFit',
};

/** The reason's words; an hour-long visit's grid is the hour alone. */
function reasonKey(
  reason: SlotPickerReason,
  duration: VisitDuration,
): UiStringKey<typeof slotPickerStrings> {
  return reason === 'offGrid' && duration === 60
    ? 'slotPicker.reasonStartsOnHour'
    : REASON_KEYS[reason];
}

function durationText(text: DomainTranslate, minutes: number): string {
  const { key, params } = durationLabel(minutes);
  return text(key, { ...params });
}

const hourMinute = (time: SlotTime) => minutesToHourMinute(timeToMinutes(time) ?? 0);

/**
 * The time-slot picker of the add-reservation and transfer dialogs (spec 2 §2.3, §2.5, §5): the
 * day's 15-minute units under part-of-day headings, one row per hour. A click applies the
 * domain's `toggleSlotSelection` with the visit duration, so the selection is always one
 * contiguous run; booked, past and too-short units are disabled and say why.
 *
 * A listbox with multiple selection: each unit is an option announced as selected or not, the
 * arrow keys move over the grid (up and down by the hour), Space or Enter picks.
 */
export function SlotPicker({
  slots,
  value,
  defaultValue = [],
  onChange,
  duration: durationProp,
  defaultDuration = DEFAULT_PICKER_DURATION,
  onDurationChange,
  showDurationControl = false,
  label,
  hasDoctor = true,
  isLoading = false,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  id,
  className,
}: SlotPickerProps) {
  const { t } = useUiStrings(slotPickerStrings);
  const text = useDomainText();
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const summaryId = `${baseId}-summary`;

  const [ownSelection, setOwnSelection] = useState<readonly SlotTime[]>(defaultValue);
  const selected = value ?? ownSelection;
  const [ownDuration, setOwnDuration] = useState<VisitDuration>(defaultDuration);
  const duration = durationProp ?? ownDuration;
  const focused = useRef<string | null>(null);

  const invalid = invalidFrom(isInvalid, errorMessage) ?? false;
  const showError = invalid && errorMessage != null && errorMessage !== '';
  const sections = useMemo(
    () => slotPickerSections(slots, selected, duration),
    [slots, selected, duration],
  );
  const keys = useMemo(() => selectionKeys(selected), [selected]);

  const commit = (next: SlotSelection) => {
    if (value === undefined) setOwnSelection(next);
    onChange?.(next);
  };

  const handleSelectionChange = (after: Selection) => {
    if (isReadOnly || isDisabled) return;
    const acted = actedOnUnit(
      keys,
      after === 'all' ? 'all' : new Set([...after].map(String)),
      focused.current,
    );
    if (acted === null) return;
    commit(
      acted === CLEAR_SELECTION
        ? []
        : toggleSlotSelection(selected, acted, duration, freeUnitTimes(slots)),
    );
  };

  const span = selectionSpan(selected);
  const summary = span
    ? t('slotPicker.selected', {
        start: hourMinute(span.start),
        end: hourMinute(span.end),
        duration: durationText(text, selectionMinutes(selected)),
      })
    : t('slotPicker.nothingSelected');

  const showList = hasDoctor && !isLoading && slots.length > 0;
  const describedBy = [
    description != null ? descriptionId : null,
    showError ? errorId : null,
    summaryId,
  ]
    .filter(Boolean)
    .join(' ');

  let body: ReactNode;
  if (!hasDoctor) {
    body = <p className={styles.message}>{t('slotPicker.chooseDoctor')}</p>;
  } else if (isLoading) {
    body = (
      <div className={styles.message}>
        <Spinner label={t('slotPicker.loading')} showLabel />
      </div>
    );
  } else if (slots.length === 0) {
    body = <p className={styles.message}>{t('slotPicker.noSchedule')}</p>;
  } else {
    body = (
      <ListBox
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        // ListBox passes no aria-invalid, aria-required or aria-readonly through: add them here.
        render={(props) => (
          <div
            {...props}
            aria-required={isRequired || undefined}
            aria-invalid={invalid || undefined}
            aria-readonly={isReadOnly || undefined}
          />
        )}
        selectionMode="multiple"
        selectionBehavior="toggle"
        selectedKeys={keys}
        onSelectionChange={handleSelectionChange}
        layout="grid"
        className={`${styles.list} ${styles.durationList[duration]}`}
      >
        {sections.map((section) => (
          <ListBoxSection key={section.part} id={section.part} className={styles.section}>
            <Header className={styles.header}>{text(section.labelKey)}</Header>
            {section.units.map((unit) => (
              <ListBoxItem
                key={unit.id}
                id={unit.id}
                textValue={unit.label}
                isDisabled={isDisabled || unit.isDisabled}
                onFocus={() => {
                  focused.current = unit.id;
                }}
                style={{ gridRow: unit.row + 1 }}
                className={[
                  styles.unit,
                  styles.column[unit.column],
                  unit.reason ? styles.reason[unit.reason] : null,
                  isReadOnly ? styles.readOnlyUnit : null,
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <Text slot="label">{unit.label}</Text>
                {unit.reason && (
                  <Text slot="description" className={styles.visuallyHidden}>
                    {t(reasonKey(unit.reason, duration), {
                      duration: durationText(text, duration),
                    })}
                  </Text>
                )}
              </ListBoxItem>
            ))}
          </ListBoxSection>
        ))}
      </ListBox>
    );
  }

  return (
    <div
      id={id}
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-invalid={invalid || undefined}
    >
      {showDurationControl && (
        <RadioGroup
          label={text('fields.durationVisit')}
          orientation="horizontal"
          items={SLOT_PICKER_DURATIONS.map((minutes) => ({
            id: String(minutes),
            label: durationText(text, minutes),
          }))}
          value={String(duration)}
          onChange={(next) => {
            const minutes = Number(next);
            if (!isVisitDuration(minutes)) return;
            if (durationProp === undefined) setOwnDuration(minutes);
            onDurationChange?.(minutes);
          }}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          className={styles.durationControl}
        />
      )}
      <FieldLabel id={labelId} elementType="span" isRequired={isRequired}>
        {label ?? t('slotPicker.label')}
      </FieldLabel>
      {description != null && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {body}
      {showList && (
        <p id={summaryId} role="status" className={styles.summary}>
          {summary}
        </p>
      )}
      {showError && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
