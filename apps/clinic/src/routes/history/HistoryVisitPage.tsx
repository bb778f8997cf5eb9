import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE_SIZES } from '@praktik/domain/tables/page-sizes';
import type { DataTableColumn } from '@praktik/ui/DataTable';
import { Link } from '@praktik/ui/Link';
import { useInactiveVisits, type HistoryRow } from '../../api/visit-reports';
import { VIEW_ONLY_STATE, viewOnlyAssessmentHref } from '../../api/visit-history';
import { isGender } from './history-view';
import { ReportTable } from './ReportTable';
import { useReportFilter } from './use-report-filter';
import { registerPageTexts } from '../../intl/page-texts';
import historyTexts from './history.page-texts.json';

registerPageTexts(historyTexts);

const DEFAULT_SORT = { key: 'start', direction: 'desc' } as const;

/**
 * Spec 1 §2.13: the finished visits of a period (WAITING_PAYMENT and DONE), filtered by doctor
 * and period, newest first; each row opens its view-only assessment.
 */
export default function HistoryVisitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filter = useReportFilter(PAGE_SIZES.default, DEFAULT_SORT);
  const list = useInactiveVisits(filter.query);
  const dash = t('history.patient.empty');

  const columns: DataTableColumn<HistoryRow>[] = [
    {
      key: 'start',
      header: t('history.visits.visitDate'),
      cell: (row) => row.startInString || dash,
      isSortable: true,
      // The date over the time: the row's action stays in view on a laptop.
      maxWidth: '6rem',
      minWidth: '6rem',
      card: 'first',
    },
    {
      key: 'medicalRecordNumber',
      header: t('history.visits.medicalRecordNumber'),
      cell: (row) => row.patient.medicalRecordNumber || dash,
      overflow: 'truncate',
      maxWidth: '8rem',
    },
    {
      key: 'doctorName',
      header: t('fields.doctor'),
      cell: (row) => row.practitionerName || dash,
      isSortable: true,
      minWidth: '8rem',
      card: 'first',
    },
    {
      key: 'name',
      header: t('history.visits.patientName'),
      cell: (row) => row.patient.name,
      isSortable: true,
      isRowHeader: true,
    },
    {
      key: 'dob',
      header: t('fields.dateOfBirth'),
      cell: (row) => row.patient.dob || dash,
      overflow: 'truncate',
      maxWidth: '7rem',
    },
    {
      key: 'gender',
      header: t('fields.gender'),
      cell: (row) => (isGender(row.patient.gender) ? t(`genders.${row.patient.gender}`) : dash),
    },
    {
      key: 'treatment',
      header: t('fields.treatment'),
      cell: (row) => row.treatment || dash,
      overflow: 'truncate',
      maxWidth: '10rem',
      card: 'first',
    },
  ];

  return (
    <ReportTable
      kind="history"
      filter={filter}
      list={list}
      columns={columns}
      getRowKey={(row) => row.id}
      onRowAction={(row) =>
        void navigate(viewOnlyAssessmentHref(row.id, row.patient.id), { state: VIEW_ONLY_STATE })
      }
      rowActions={(row) => (
        <Link
          variant="standalone"
          href={viewOnlyAssessmentHref(row.id, row.patient.id)}
          routerOptions={{ state: VIEW_ONLY_STATE }}
          aria-label={t('history.visits.viewLabel', {
            name: row.patient.name,
            date: row.startInString,
          })}
        >
          {t('history.visits.view')}
        </Link>
      )}
    />
  );
}
