import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isOwner } from '@praktik/domain/access/roles';
import { formatLongDateTime } from '@praktik/domain/dates/long-date-time';
import type { PatientSatuSehatLink } from '@praktik/domain/satusehat/send-log.schema';
import { PAGE_SIZES } from '@praktik/domain/tables/page-sizes';
import { parseDiagnosisJson } from '@praktik/domain/visits/diagnosis-json';
import { visibleDiagnoses } from '@praktik/domain/visits/diagnosis-pills';
import { fileNameOf, previewKindOf } from '@praktik/domain/visits/file-preview';
import { canReadMedicalRecord } from '@praktik/domain/visits/medical-record-access';
import { Accordion, AccordionItem } from '@praktik/ui/Accordion';
import { Alert } from '@praktik/ui/Alert';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Link } from '@praktik/ui/Link';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Pagination } from '@praktik/ui/Pagination';
import { Spinner } from '@praktik/ui/Spinner';
import { StatusBadge } from '@praktik/ui/StatusBadge';
import { useAppSession } from '../../app/session-view';
import { useErrorText } from '../../app/use-error-text';
import { isApiError } from '../../api/error';
import { usePatient } from '../../api/patients';
import { usePatientSatuSehat } from '../../api/satusehat-sends';
import {
  usePatientVisitHistory,
  VIEW_ONLY_STATE,
  viewOnlyAssessmentHref,
  type VisitHistoryItem,
} from '../../api/visit-history';
import { SatuSehatLogPending, SatuSehatVisitLog } from '../satusehat/SatuSehatLogSection';
import { isGender } from './history-view';
import * as css from '../../app/layout.css';
import * as styles from './history.css';
import { registerPageTexts } from '../../intl/page-texts';
import historyTexts from './history.page-texts.json';

registerPageTexts(historyTexts);

const PAGE_SIZE = PAGE_SIZES.visitHistory;

function Diagnoses({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const { visible, hiddenCount } = visibleDiagnoses(parseDiagnosisJson(value));
  if (visible.length === 0) return null;
  return (
    <span className={styles.pills}>
      {visible.map((d) => (
        <span key={d.fullCode} className={styles.pill}>
          {d.fullCode}
        </span>
      ))}
      {hiddenCount > 0 ? (
        <span className={styles.morePill}>
          <span aria-hidden="true">+{hiddenCount}</span>
          <span className={styles.visuallyHidden}>
            {t('history.patient.moreDiagnoses', { count: hiddenCount })}
          </span>
        </span>
      ) : null}
    </span>
  );
}

function Files({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation();
  if (urls.length === 0) return <>{t('history.patient.noFiles')}</>;
  return (
    <ul className={styles.files}>
      {urls.map((url, index) => {
        const name = fileNameOf(url);
        const label = t('history.patient.openFile', { number: index + 1, name });
        return (
          <li key={`${index}-${url}`}>
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className={styles.fileLink}
              aria-label={label}
            >
              {previewKindOf(url) === 'image' ? (
                <img src={url} alt="" className={styles.thumb} loading="lazy" />
              ) : null}
              <span>{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function Entry({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

/** The owner's view of a patient's SATUSEHAT link: loaded once for every visit of the page. */
type SatuSehatOfPatient = ReturnType<typeof usePatientSatuSehat>;

/** One visit's SATUSEHAT ids and send log, from the patient's link. */
function VisitSatuSehat({
  visitId,
  satuSehat,
}: {
  visitId: string;
  satuSehat: SatuSehatOfPatient;
}) {
  const { t } = useTranslation();
  const data: PatientSatuSehatLink | undefined = satuSehat.data;
  return (
    <section aria-label={t('satusehatLog.section.title')} className={styles.satusehat}>
      <h4 className={styles.satusehatTitle}>{t('satusehatLog.section.title')}</h4>
      {data ? (
        <SatuSehatVisitLog
          link={
            data.visits.find((link) => link.visitId === visitId) ?? {
              visitId,
              satuSehatPatientId: data.satuSehatPatientId,
              satuSehatEncounterId: null,
              sends: [],
            }
          }
          clinicLinked={data.clinicLinked}
        />
      ) : (
        <SatuSehatLogPending error={satuSehat.error} onReload={() => void satuSehat.mutate()} />
      )}
    </section>
  );
}

function VisitPanel({
  visit,
  date,
  showsMedicalRecord,
  satuSehat,
}: {
  visit: VisitHistoryItem;
  date: string;
  /** Anamnesis, examination and files are a doctor's to read (the domain's rule). */
  showsMedicalRecord: boolean;
  /** The owner's (the owner reads the log and retries); null for other roles. */
  satuSehat: SatuSehatOfPatient | null;
}) {
  const { t } = useTranslation();
  const dash = t('history.patient.empty');
  const diagnoses = parseDiagnosisJson(visit.diagnosisJson);
  return (
    <>
      <dl className={styles.details}>
        {showsMedicalRecord ? (
          <>
            <Entry term={t('fields.anamnesis')}>{visit.anamnesis?.trim() || dash}</Entry>
            <Entry term={t('fields.examination')}>{visit.examination?.trim() || dash}</Entry>
          </>
        ) : null}
        <Entry term={t('fields.treatment')}>{visit.treatment?.trim() || dash}</Entry>
        <Entry term={t('fields.diagnosis')}>
          {diagnoses.length === 0 ? (
            t('history.patient.noDiagnosis')
          ) : (
            <ul className={styles.list}>
              {diagnoses.map((d) => (
                <li key={d.fullCode}>
                  <span className={styles.code}>{d.fullCode}</span>
                  {d.shortDescription ? ` ${d.shortDescription}` : ''}
                </li>
              ))}
            </ul>
          )}
        </Entry>
        {showsMedicalRecord ? (
          <Entry term={t('fields.fileUpload')}>
            <Files urls={visit.fileUploads ?? []} />
          </Entry>
        ) : null}
      </dl>
      {satuSehat ? <VisitSatuSehat visitId={visit.id} satuSehat={satuSehat} /> : null}
      <div className={styles.panelFooter}>
        <Link
          variant="standalone"
          href={viewOnlyAssessmentHref(visit.id, visit.patient.id)}
          routerOptions={{ state: VIEW_ONLY_STATE }}
          aria-label={t('history.patient.examinationDetailLabel', { date })}
        >
          {t('history.patient.examinationDetail')}
        </Link>
      </div>
    </>
  );
}

/**
 * Spec 1 §2.15: a patient's visits, newest first, ten a page, one accordion section each (date
 * and practitioner, diagnosis pills: at most 3, then +N). Inside: treatment, diagnoses, the
 * view-only assessment, and for a doctor anamnesis, examination and files.
 */
export default function PatientHistoryPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const patientId = params.get('id')?.trim() || null;
  const [page, setPage] = useState(0);
  const { role } = useAppSession();
  const showsMedicalRecord = canReadMedicalRecord({ role });
  const patient = usePatient(patientId);
  const history = usePatientVisitHistory(patientId, page, PAGE_SIZE);
  const ownsLog = isOwner(role);
  const satuSehat = usePatientSatuSehat(ownsLog ? patientId : null);
  const locale = i18n.language === 'en' ? 'en' : 'id';
  const dash = t('history.patient.empty');

  const back = (
    <Button variant="secondary" href="/dashboard/patient">
      {t('history.patient.backToPatients')}
    </Button>
  );

  // No id, or an id the clinic does not know: one message and the way back, nothing else.
  const notFound = [patient.error, history.error].find(
    (error) => isApiError(error) && error.status === 404,
  );
  if (patientId === null || notFound) {
    return (
      <div className={css.pageBody}>
        <Card>
          <EmptyState
            title={t('history.patient.titleLoading')}
            text={notFound ? errorText(notFound) : t('history.patient.missingId')}
            action={back}
          />
        </Card>
      </div>
    );
  }

  const p = patient.data;
  const rows = history.data?.rows ?? [];
  const visitDate = (visit: VisitHistoryItem) =>
    formatLongDateTime(visit.startInString, locale) ?? visit.startInString;

  return (
    <div className={css.pageBody}>
      <PageHeader
        level={2}
        title={p ? t('history.patient.title', { name: p.name }) : t('history.patient.titleLoading')}
        description={
          p
            ? t('history.patient.details', {
                mrn: p.medicalRecordNumber || dash,
                dob: p.dob || dash,
                gender: isGender(p.gender) ? t(`genders.${p.gender}`) : dash,
              })
            : undefined
        }
        actions={back}
      />
      {patient.error ? <Alert tone="danger">{errorText(patient.error)}</Alert> : null}
      <Card>
        {history.error ? (
          <div className={css.stack}>
            <Alert tone="danger">{errorText(history.error)}</Alert>
            <div>
              <Button variant="secondary" onPress={() => void history.mutate()}>
                {t('history.common.retry')}
              </Button>
            </div>
          </div>
        ) : history.isLoading ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <EmptyState
            title={t('history.patient.emptyTitle')}
            text={t('history.patient.emptyText')}
          />
        ) : (
          <div className={css.stack} aria-busy={history.isValidating || undefined}>
            <section aria-label={t('history.patient.listLabel')}>
              <Accordion
                key={`${page}-${rows[0]?.id ?? ''}`}
                allowsMultipleExpanded
                defaultExpandedKeys={rows[0] ? [rows[0].id] : []}
              >
                {rows.map((visit) => {
                  const date = visitDate(visit);
                  return (
                    <AccordionItem
                      key={visit.id}
                      id={visit.id}
                      title={t('history.patient.visitTitle', {
                        date,
                        practitioner: visit.practitionerName || dash,
                      })}
                      detail={
                        <span className={styles.headerRow}>
                          <StatusBadge status={visit.status} />
                          <Diagnoses value={visit.diagnosisJson} />
                        </span>
                      }
                    >
                      <VisitPanel
                        visit={visit}
                        date={date}
                        showsMedicalRecord={showsMedicalRecord}
                        satuSehat={ownsLog ? satuSehat : null}
                      />
                    </AccordionItem>
                  );
                })}
              </Accordion>
            </section>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              totalCount={history.data?.total ?? 0}
              onPageChange={setPage}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
