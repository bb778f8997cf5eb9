import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { clinicDateTime } from '@praktik/domain/dates/clinic-date-time';
import { DEFAULT_UTC_OFFSET_HOURS } from '@praktik/domain/dates/utc-offset';
import type { SatuSehatSend, VisitSatuSehatLink } from '@praktik/domain/satusehat/send-log.schema';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Link } from '@praktik/ui/Link';
import { SatuSehatSendLog, type SatuSehatSendLogTexts } from '@praktik/ui/SatuSehatSendLog';
import { Spinner } from '@praktik/ui/Spinner';
import { toast } from '@praktik/ui/Toast';
import { useIntegration } from '../../api/satusehat';
import { retrySend, revalidateSatuSehatSends, useVisitSatuSehat } from '../../api/satusehat-sends';
import { useErrorText } from '../../app/use-error-text';
import { registerPageTexts } from '../../intl/page-texts';
import { satusehatPaths } from './satusehat-paths';
import texts from './satusehat-log.page-texts.json';

// Loads with the pages that show the log (the assessment, the patient's history), not before.
registerPageTexts(texts);

/** The log's texts in the current language. */
function useLogTexts(): SatuSehatSendLogTexts {
  const { t } = useTranslation();
  return {
    tableLabel: t('satusehatLog.section.tableLabel'),
    patientId: t('satusehatLog.section.patientId'),
    encounterId: t('satusehatLog.section.encounterId'),
    notYet: t('satusehatLog.section.notYet'),
    kinds: {
      PATIENT_LOOKUP: t('satusehatLog.kinds.PATIENT_LOOKUP'),
      ENCOUNTER_START: t('satusehatLog.kinds.ENCOUNTER_START'),
      ENCOUNTER_FINISH: t('satusehatLog.kinds.ENCOUNTER_FINISH'),
    },
    condition: (position) => t('satusehatLog.kinds.CONDITION', { position }),
    statuses: {
      PENDING: t('satusehatLog.statuses.PENDING'),
      SENT: t('satusehatLog.statuses.SENT'),
      FAILED: t('satusehatLog.statuses.FAILED'),
    },
    columns: {
      what: t('satusehatLog.columns.what'),
      status: t('satusehatLog.columns.status'),
      attempts: t('satusehatLog.columns.attempts'),
      time: t('satusehatLog.columns.time'),
      error: t('satusehatLog.columns.error'),
    },
    retry: t('satusehatLog.retry.action'),
    retryFor: (what) => t('satusehatLog.retry.actionFor', { what }),
    emptyTitle: t('satusehatLog.empty.title'),
    emptyText: t('satusehatLog.empty.text'),
    notLinkedTitle: t('satusehatLog.notLinked.title'),
    notLinkedText: t('satusehatLog.notLinked.text'),
  };
}

// The clinic's zone is +7 unless told otherwise (spec 2 §7, current_utc).
const clinicTime = (instant: string) => clinicDateTime(new Date(instant), DEFAULT_UTC_OFFSET_HOURS);

/**
 * One visit's SATUSEHAT ids and send log with its retry, the owner's: a retry shows a toast, or the
 * server's translated detail, and every send log shown is read again.
 */
export function SatuSehatVisitLog({
  link,
  clinicLinked,
}: {
  link: VisitSatuSehatLink;
  clinicLinked: boolean;
}) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const logTexts = useLogTexts();

  async function onRetry(send: SatuSehatSend) {
    const what =
      send.kind === 'CONDITION'
        ? logTexts.condition(send.position ?? 0)
        : logTexts.kinds[send.kind];
    try {
      await retrySend(send.id);
      toast.success(t('satusehatLog.retry.done', { what }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      await revalidateSatuSehatSends(mutate);
    }
  }

  return (
    <SatuSehatSendLog
      link={link}
      clinicLinked={clinicLinked}
      onRetry={onRetry}
      formatTime={clinicTime}
      texts={logTexts}
      notLinkedAction={
        <Link variant="standalone" href={satusehatPaths.credential()}>
          {t('satusehatLog.notLinked.action')}
        </Link>
      }
    />
  );
}

/** What a log shows while it loads or after it failed to: a spinner, or the error and a reload. */
export function SatuSehatLogPending({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!error) return <Spinner />;
  return (
    <Alert tone="danger" title={t('satusehatLog.section.loadError')}>
      {errorText(error)}
      <div>
        <Button variant="secondary" size="sm" onPress={onReload}>
          {t('satusehatLog.section.reload')}
        </Button>
      </div>
    </Alert>
  );
}

/** The visit page's SATUSEHAT card (owner only: the page shows it to the owner). */
export function SatuSehatVisitSection({ visitId }: { visitId: string }) {
  const { t } = useTranslation();
  const link = useVisitSatuSehat(visitId);
  const integration = useIntegration();
  const loaded = link.data && integration.data !== undefined;
  return (
    <section aria-label={t('satusehatLog.section.title')}>
      <Card title={t('satusehatLog.section.title')}>
        {loaded ? (
          <SatuSehatVisitLog link={link.data!} clinicLinked={integration.data !== null} />
        ) : (
          <SatuSehatLogPending
            error={link.error ?? integration.error}
            onReload={() => {
              void link.mutate();
              void integration.mutate();
            }}
          />
        )}
      </Card>
    </section>
  );
}
