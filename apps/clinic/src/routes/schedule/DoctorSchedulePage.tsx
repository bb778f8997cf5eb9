import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canReadSchedule, canSaveSchedule } from '@praktik/domain/access/schedule-access';
import {
  doctorScheduleSchema,
  type DoctorSchedule,
} from '@praktik/domain/slots/doctor-schedule.schema';
import { PREVIEW_DAYS, previewWeekStart, shiftIsoDate } from '@praktik/domain/slots/preview-week';
import { clinicClock } from '@praktik/domain/slots/time-of-day';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { EmptyState } from '@praktik/ui/EmptyState';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Spinner } from '@praktik/ui/Spinner';
import { toast } from '@praktik/ui/Toast';
import { WeekSlotsPreview } from '@praktik/ui/WeekSlotsPreview';
import { WeeklyScheduleEditor } from '@praktik/ui/WeeklyScheduleEditor';
import { isApiError } from '../../api/error';
import { useDoctorSchedule, useSaveDoctorSchedule, useWeekSlots } from '../../api/schedules';
import { useAppSession } from '../../app/session-view';
import { StatusPage } from '../../app/StatusPage';
import { useErrorText } from '../../app/use-error-text';
import * as css from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import scheduleTexts from './schedule.page-texts.json';

registerPageTexts(scheduleTexts);

const STAFF_LIST = '/dashboard/user-clinic';

type SaveState = 'idle' | 'saving' | 'saved';

/**
 * Spec 2 §2.11: a doctor's or beautician's weekly schedule
 * (`/dashboard/user-clinic/schedule-doctor-clinic?id=&doctor-name=`) and the week of slots patients
 * will be offered. Every valid change saves the whole week and reloads it; a week the schema
 * refuses stays on screen with its message and is not sent; a failed save shows a toast and the
 * week the server holds comes back.
 */
export default function DoctorSchedulePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const practitionerId = search.get('id') || null;
  const name = search.get('doctor-name');
  const { role, session } = useAppSession();
  const selfId = session?.userId ?? '';
  // Without a role nothing opens; without an id the page says so below.
  const mayOpen = role !== null && canReadSchedule(role, practitionerId ?? '', selfId);
  const mayEdit = role !== null && canSaveSchedule(role, practitionerId ?? '', selfId);

  const schedule = useDoctorSchedule(mayOpen ? practitionerId : null);
  const save = useSaveDoctorSchedule(practitionerId);
  // The week being edited while it differs from the stored one (being saved, or refused by
  // the schema); null shows what the server holds.
  const [draft, setDraft] = useState<DoctorSchedule | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  // The clinic's zone is +7 unless told otherwise (spec 2 §7, current_utc).
  const [thisWeek] = useState(() => previewWeekStart(clinicClock(new Date()).date));
  const [firstDay, setFirstDay] = useState(thisWeek);
  const saved = schedule.data;
  const week = useWeekSlots(
    practitionerId && saved ? { practitionerId, firstDay, duration: saved.duration_visit } : null,
  );

  if (!mayOpen) return <StatusPage kind="forbidden" embedded />;

  const back = (
    <Button variant="secondary" href={STAFF_LIST}>
      {t('schedule.page.backToStaff')}
    </Button>
  );
  const notFound = isApiError(schedule.error) && schedule.error.status === 404;
  if (practitionerId === null || notFound) {
    return (
      <div className={css.pageBody}>
        <Card>
          <EmptyState
            title={t('schedule.page.titleNoName')}
            text={notFound ? errorText(schedule.error) : t('schedule.page.missingId')}
            action={back}
          />
        </Card>
      </div>
    );
  }

  const shown = draft ?? saved;
  const isInvalid = draft !== null && !doctorScheduleSchema.safeParse(draft).success;

  const change = async (next: DoctorSchedule) => {
    setDraft(next);
    if (!doctorScheduleSchema.safeParse(next).success) return;
    setSaveState('saving');
    try {
      await save(next);
      setSaveState('saved');
    } catch (error) {
      toast.error(errorText(error));
      setSaveState('idle');
    } finally {
      // Saved and reloaded, or refused: either way the stored week is the one to show.
      setDraft(null);
    }
  };

  const weekNav = (
    <div className={css.buttonRow} role="group" aria-label={t('schedule.preview.weekNav')}>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => setFirstDay(shiftIsoDate(firstDay, -PREVIEW_DAYS))}
      >
        {t('schedule.preview.previousWeek')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={firstDay === thisWeek}
        onPress={() => setFirstDay(thisWeek)}
      >
        {t('schedule.preview.thisWeek')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => setFirstDay(shiftIsoDate(firstDay, PREVIEW_DAYS))}
      >
        {t('schedule.preview.nextWeek')}
      </Button>
    </div>
  );

  let status: string | null = null;
  if (isInvalid) status = t('schedule.page.notSaved');
  else if (saveState === 'saving') status = t('schedule.page.saving');
  else if (saveState === 'saved') status = t('schedule.page.saved');

  return (
    <div className={css.pageBody}>
      <PageHeader
        title={name ? t('schedule.page.title', { name }) : t('schedule.page.titleNoName')}
        description={mayEdit ? t('schedule.page.description') : t('schedule.page.readOnly')}
        actions={back}
      />
      {schedule.error ? (
        <Alert tone="danger">
          <span className={css.stack}>
            {errorText(schedule.error)}
            <span>
              <Button variant="secondary" onPress={() => void schedule.mutate()}>
                {t('schedule.page.retry')}
              </Button>
            </span>
          </span>
        </Alert>
      ) : null}
      <Card>
        {shown ? (
          <div className={css.stack}>
            <WeeklyScheduleEditor
              value={shown}
              onChange={(next) => void change(next)}
              isReadOnly={!mayEdit}
            />
            <p role="status" aria-live="polite">
              {status}
            </p>
          </div>
        ) : schedule.isLoading ? (
          <Spinner />
        ) : null}
      </Card>
      {saved ? (
        <Card>
          <div className={css.stack}>
            {week.error ? <Alert tone="danger">{errorText(week.error)}</Alert> : null}
            <WeekSlotsPreview
              days={week.data ?? []}
              isLoading={!week.data && !week.error}
              actions={weekNav}
            />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
