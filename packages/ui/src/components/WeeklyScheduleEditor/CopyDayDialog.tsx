import { useState } from 'react';
import { defaultCopyTargets } from '@praktik/domain/slots/schedule-edits';
import { WEEKDAYS, weekdayLabelKey, type Weekday } from '@praktik/domain/slots/weekdays';
import { useDomainText } from '../../intl/domain-text';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './WeeklyScheduleEditor.css';
import { mergeUiStrings } from '../../intl/strings';
import confirmDialogStrings from '../Dialog/confirmDialog.strings.json';
import weeklyScheduleStrings from './weeklySchedule.strings.json';

const strings = mergeUiStrings(confirmDialogStrings, weeklyScheduleStrings);

export interface CopyDayDialogProps {
  from: Weekday;
  onCopy: (targets: Weekday[]) => void;
  onClose: () => void;
}

/**
 * Which days take a day's hours: the other six, the working days ticked (domain
 * `defaultCopyTargets`). The chosen days' own slots are replaced, which the dialog says.
 */
export function CopyDayDialog({ from, onCopy, onClose }: CopyDayDialogProps) {
  const { t } = useUiStrings(strings);
  const text = useDomainText();
  const [targets, setTargets] = useState<Weekday[]>(() => defaultCopyTargets(from));
  const dayName = text(weekdayLabelKey(from));
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('weeklySchedule.copyTitle', { day: dayName })}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('confirmDialog.cancel')}
          </Button>
          <Button
            isDisabled={targets.length === 0}
            onPress={() => {
              onCopy(targets);
              onClose();
            }}
          >
            {t('weeklySchedule.copyConfirm')}
          </Button>
        </>
      }
    >
      <p className={styles.help}>{t('weeklySchedule.copyHelp', { day: dayName })}</p>
      <div role="group" aria-label={t('weeklySchedule.copyTargets')} className={styles.copyTargets}>
        {WEEKDAYS.filter((day) => day !== from).map((day) => (
          <Checkbox
            key={day}
            isSelected={targets.includes(day)}
            onChange={(on) =>
              setTargets((chosen) =>
                on
                  ? WEEKDAYS.filter((entry) => entry === day || chosen.includes(entry))
                  : chosen.filter((entry) => entry !== day),
              )
            }
          >
            {text(weekdayLabelKey(day))}
          </Checkbox>
        ))}
      </div>
    </Dialog>
  );
}
