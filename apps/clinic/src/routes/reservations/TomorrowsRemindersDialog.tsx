import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@praktik/domain/dates/long-date';
import { Button } from '@praktik/ui/Button';
import { DataTable, type DataTableColumn } from '@praktik/ui/DataTable';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Text } from '@praktik/ui/Text';
import {
  recordReservationReminderSend,
  useTomorrowsReminders,
  type ReservationReminder,
} from '../../api/reservation-reminders';
import { useErrorText } from '../../app/use-error-text';
import { InfoDialog } from '../../app/InfoDialog';
import { WhatsappReminderLink } from '../../app/WhatsappReminderLink';
import { hourMinuteOf } from './reservation-detail-view';
import { registerPageTexts } from '../../intl/page-texts';
import reminderTexts from './reservation-reminders.page-texts.json';
import reservationsTexts from './reservations.page-texts.json';

registerPageTexts(reservationsTexts);

registerPageTexts(reminderTexts);

export interface TomorrowsRemindersDialogProps {
  onClose: () => void;
}

/**
 * The front desk's side of the reminders (docs/api.md, "Reservations"): tomorrow's BOOKED
 * reservations in time order (time, patient, practitioner, phone), each with a "Kirim WhatsApp"
 * link that opens WhatsApp with the reminder already written in the patient's language, and who
 * opened it last (decision 0052). The server decides the day, the rows, their order, the number
 * (62…) and the text; this dialog only shows them.
 */
export function TomorrowsRemindersDialog({ onClose }: TomorrowsRemindersDialogProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const reminders = useTomorrowsReminders();
  const rows = reminders.data ?? [];
  const day = rows[0]
    ? formatLongDate(rows[0].reservation_date, i18n.language === 'en' ? 'en' : 'id')
    : null;

  const columns: DataTableColumn<ReservationReminder>[] = [
    {
      key: 'time',
      header: t('reservationReminders.dialog.time'),
      cell: (row) =>
        `${hourMinuteOf(row.time_slots.availability_start)}–${hourMinuteOf(row.time_slots.availability_end)}`,
      minWidth: '7rem',
      card: 'first',
    },
    {
      key: 'patient',
      header: t('reservationReminders.dialog.patient'),
      cell: (row) => row.patientName,
      isRowHeader: true,
    },
    {
      key: 'doctor',
      header: t('reservationReminders.dialog.doctor'),
      cell: (row) => row.doctorName,
    },
    {
      key: 'phone',
      header: t('reservationReminders.dialog.phone'),
      cell: (row) => row.phoneNumber ?? t('reservationReminders.dialog.noPhone'),
    },
  ];

  return (
    <InfoDialog
      title={t('reservationReminders.dialog.title')}
      onClose={onClose}
      buttonLabel={t('reservationReminders.dialog.close')}
    >
      {day ? <Text>{t('reservationReminders.dialog.intro', { date: day })}</Text> : null}
      <DataTable
        aria-label={t('reservationReminders.dialog.tableLabel')}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.reservationId}
        isLoading={reminders.isLoading}
        errorMessage={reminders.error && !reminders.data ? errorText(reminders.error) : undefined}
        errorAction={
          <Button variant="secondary" onPress={() => void reminders.mutate()}>
            {t('reservationReminders.dialog.retry')}
          </Button>
        }
        emptyState={
          <EmptyState
            icon="calendar"
            title={t('reservationReminders.dialog.emptyTitle')}
            text={t('reservationReminders.dialog.emptyText')}
          />
        }
        actionsLabel={t('reservationReminders.dialog.send')}
        rowActions={(row) =>
          row.whatsappUrl ? (
            <WhatsappReminderLink
              href={row.whatsappUrl}
              label={t('reservationReminders.dialog.sendWhatsapp')}
              aria-label={t('reservationReminders.dialog.sendTo', { name: row.patientName })}
              lastReminder={row.lastReminder}
              onSend={async () => {
                await recordReservationReminderSend(row.reservationId);
                await reminders.mutate();
              }}
            />
          ) : (
            <Text>{t('reservationReminders.dialog.cannotSend')}</Text>
          )
        }
      />
    </InfoDialog>
  );
}
