import { useId, useMemo, useState } from 'react';
import type { DoctorSchedule, ScheduleDay } from '@praktik/domain/slots/doctor-schedule.schema';
import { nextScheduleSlot } from '@praktik/domain/slots/next-schedule-slot';
import {
  addScheduleSlot,
  completeWeek,
  copyScheduleDay,
  removeScheduleSlot,
  setDayActive,
  setDaySlots,
  setScheduleDuration,
  setSlotEnabled,
  setWeekendMode,
} from '@praktik/domain/slots/schedule-edits';
import { minutesToHourMinute, timeToMinutes } from '@praktik/domain/slots/time-of-day';
import { durationLabel, isVisitDuration } from '@praktik/domain/slots/visit-durations';
import { isWeekend, weekdayLabelKey, type Weekday } from '@praktik/domain/slots/weekdays';
import { useDomainText, type DomainTranslate } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { CopyDayDialog } from './CopyDayDialog';
import { DayRangesField } from './DayRangesField';
import {
  SCHEDULE_DURATIONS,
  SLOT_TIME_OPTIONS,
  scheduleSlotErrors,
  slotErrorKey,
  validationText,
  type SlotBound,
  type SlotErrors,
} from './weekly-schedule-options';
import * as styles from './WeeklyScheduleEditor.css';
import weeklyScheduleStrings from './weeklySchedule.strings.json';

export interface WeeklyScheduleEditorProps {
  /** The week shown (the domain's `DoctorSchedule`); days missing from it show inactive. */
  value: DoctorSchedule;
  /**
   * The whole week after one change (a day, a slot, the duration or Mode Libur), built by the
   * domain's `schedule-edits`. It may be invalid (an overlapping slot): the editor shows the
   * schema's message at the slot; check it with `doctorScheduleSchema` before saving.
   */
  onChange?: (next: DoctorSchedule) => void;
  /** Shows the week without controls to change it (staff). @default false */
  isReadOnly?: boolean;
  /** Every control off, e.g. while the week is being saved. @default false */
  isDisabled?: boolean;
  /** @default ui string `weeklySchedule.label` ("Jadwal mingguan") */
  label?: string;
  id?: string;
  className?: string;
}

const hourMinute = (time: string) => minutesToHourMinute(timeToMinutes(time) ?? 0);

function durationText(text: DomainTranslate, minutes: number): string {
  const { key, params } = durationLabel(minutes);
  return text(key, { ...params });
}

/**
 * The weekly schedule of a doctor or beautician (spec 2 §2.11): the visit duration, Mode Libur,
 * and each weekday with its active switch and its slots (from, to on the 15-minute grid, on or
 * off, add and remove). A day's hours can also be typed as ranges at once, and copied to other
 * days (decision 0052). Controlled: every change hands the whole week to `onChange`, as the screen
 * saves it at once. A slot the schema refuses (overlapping, ending before it starts) shows why at
 * its field.
 */
export function WeeklyScheduleEditor({
  value,
  onChange,
  isReadOnly = false,
  isDisabled = false,
  label,
  id,
  className,
}: WeeklyScheduleEditorProps) {
  const { t } = useUiStrings(weeklyScheduleStrings);
  const text = useDomainText();
  const headingId = useId();
  const weekendHelpId = useId();
  const days = useMemo(() => completeWeek(value.doctor_schedule), [value.doctor_schedule]);
  const errors = useMemo(() => scheduleSlotErrors(value), [value]);
  const [copyFrom, setCopyFrom] = useState<Weekday | null>(null);
  const change = (next: DoctorSchedule) => {
    if (!isReadOnly && !isDisabled) onChange?.(next);
  };

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-readonly={isReadOnly || undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {label ?? t('weeklySchedule.label')}
      </h2>
      <div className={styles.settings}>
        {isReadOnly ? (
          <p className={styles.readOnlySetting}>
            <span className={styles.settingName}>{text('fields.durationVisit')}</span>
            <span>{durationText(text, value.duration_visit)}</span>
          </p>
        ) : (
          <Select
            label={text('fields.durationVisit')}
            items={SCHEDULE_DURATIONS.map((minutes) => ({
              id: String(minutes),
              label: durationText(text, minutes),
            }))}
            selectedKey={String(value.duration_visit)}
            onSelectionChange={(key) => {
              const minutes = Number(key);
              if (isVisitDuration(minutes)) change(setScheduleDuration(value, minutes));
            }}
            isDisabled={isDisabled}
            className={styles.durationSelect}
          />
        )}
        <div className={styles.weekendMode}>
          <Switch
            isSelected={value.weekend_mode}
            onChange={(on) => change(setWeekendMode(value, on))}
            isReadOnly={isReadOnly}
            isDisabled={isDisabled}
            aria-describedby={weekendHelpId}
          >
            {t('weeklySchedule.weekendMode')}
          </Switch>
          <p id={weekendHelpId} className={styles.help}>
            {t('weeklySchedule.weekendModeHelp')}
          </p>
        </div>
      </div>
      <ul className={styles.days}>
        {days.map((day) => (
          <DayRow
            key={day.day}
            day={day}
            isClosedByWeekendMode={value.weekend_mode && isWeekend(day.day)}
            errors={errors}
            isReadOnly={isReadOnly}
            isDisabled={isDisabled}
            onDayActive={(on) => change(setDayActive(value, day.day, on))}
            onAdd={() => change(addScheduleSlot(value, day.day, nextScheduleSlot(day)))}
            onRemove={(index) => change(removeScheduleSlot(value, day.day, index))}
            onEnabled={(index, on) => change(setSlotEnabled(value, day.day, index, on))}
            onRanges={(slots) => change(setDaySlots(value, day.day, slots))}
            onCopy={() => setCopyFrom(day.day)}
            onTime={(index, bound, time) =>
              change({
                ...value,
                doctor_schedule: days.map((entry) =>
                  entry.day === day.day
                    ? {
                        ...entry,
                        slots: entry.slots.map((slot, at) =>
                          at === index ? { ...slot, [bound]: time } : slot,
                        ),
                      }
                    : entry,
                ),
              })
            }
          />
        ))}
      </ul>
      {copyFrom !== null ? (
        <CopyDayDialog
          from={copyFrom}
          onCopy={(targets) => change(copyScheduleDay(value, copyFrom, targets))}
          onClose={() => setCopyFrom(null)}
        />
      ) : null}
    </section>
  );
}

interface DayRowProps {
  day: ScheduleDay;
  isClosedByWeekendMode: boolean;
  errors: ReadonlyMap<string, SlotErrors>;
  isReadOnly: boolean;
  isDisabled: boolean;
  onDayActive: (on: boolean) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onEnabled: (index: number, on: boolean) => void;
  onTime: (index: number, bound: SlotBound, time: string) => void;
  onRanges: (slots: ScheduleDay['slots']) => void;
  onCopy: () => void;
}

function DayRow({
  day,
  isClosedByWeekendMode,
  errors,
  isReadOnly,
  isDisabled,
  onDayActive,
  onAdd,
  onRemove,
  onEnabled,
  onTime,
  onRanges,
  onCopy,
}: DayRowProps) {
  const { t } = useUiStrings(weeklyScheduleStrings);
  const text = useDomainText();
  const dayName = text(weekdayLabelKey(day.day));

  let slots;
  if (!day.isActive) {
    slots = <p className={styles.dayNote}>{t('weeklySchedule.dayOff')}</p>;
  } else {
    slots = (
      <>
        {isClosedByWeekendMode && (
          <p className={styles.dayNote}>{t('weeklySchedule.weekendClosed')}</p>
        )}
        {day.slots.length === 0 && <p className={styles.dayNote}>{t('weeklySchedule.noSlots')}</p>}
        {day.slots.map((slot, index) => {
          const groupName = t('weeklySchedule.slotGroup', { day: dayName, number: index + 1 });
          const slotErrors = errors.get(slotErrorKey(day.day, index)) ?? {};
          if (isReadOnly) {
            return (
              <p key={index} className={styles.readOnlySlot} data-off={!slot.enabled || undefined}>
                {hourMinute(slot.from)}–{hourMinute(slot.to)}
                {!slot.enabled && ` (${t('weeklySchedule.slotOff')})`}
              </p>
            );
          }
          return (
            <div
              key={index}
              role="group"
              aria-label={groupName}
              className={styles.slot}
              data-off={!slot.enabled || undefined}
            >
              {(['from', 'to'] as const).map((bound) => (
                <Select
                  key={bound}
                  label={t(bound === 'from' ? 'weeklySchedule.from' : 'weeklySchedule.to')}
                  items={SLOT_TIME_OPTIONS[bound]}
                  selectedKey={slot[bound]}
                  onSelectionChange={(key) => {
                    if (key !== null) onTime(index, bound, key);
                  }}
                  errorMessage={
                    slotErrors[bound] ? validationText(text, slotErrors[bound]) : undefined
                  }
                  isDisabled={isDisabled}
                  className={styles.time}
                />
              ))}
              <div className={styles.slotActions}>
                <Switch
                  isSelected={slot.enabled}
                  onChange={(on) => onEnabled(index, on)}
                  isDisabled={isDisabled}
                >
                  {t('weeklySchedule.slotEnabled')}
                </Switch>
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => onRemove(index)}
                  isDisabled={isDisabled}
                  aria-label={t('weeklySchedule.removeSlotOf', { day: dayName, number: index + 1 })}
                >
                  {t('weeklySchedule.removeSlot')}
                </Button>
              </div>
            </div>
          );
        })}
        {!isReadOnly && (
          <>
            <div className={styles.dayActions}>
              <Button
                variant="secondary"
                size="sm"
                onPress={onAdd}
                isDisabled={isDisabled}
                aria-label={t('weeklySchedule.addSlotTo', { day: dayName })}
              >
                {t('weeklySchedule.addSlot')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onPress={onCopy}
                isDisabled={isDisabled}
                aria-label={t('weeklySchedule.copyDayOf', { day: dayName })}
              >
                {t('weeklySchedule.copyDay')}
              </Button>
            </div>
            <DayRangesField
              day={day}
              dayName={dayName}
              isDisabled={isDisabled}
              onApply={onRanges}
            />
          </>
        )}
      </>
    );
  }

  return (
    <li className={styles.day} data-active={day.isActive || undefined}>
      <div className={styles.dayName}>
        <Switch
          isSelected={day.isActive}
          onChange={onDayActive}
          isReadOnly={isReadOnly}
          isDisabled={isDisabled}
        >
          {dayName}
        </Switch>
      </div>
      <div className={styles.slots}>{slots}</div>
    </li>
  );
}
