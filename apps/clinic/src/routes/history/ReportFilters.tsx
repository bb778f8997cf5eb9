import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@praktik/ui/DateRangeFilter';
import { FilterBar } from '@praktik/ui/FilterBar';
import { Select } from '@praktik/ui/Select';
import { toast } from '@praktik/ui/Toast';
import { useErrorText } from '../../app/use-error-text';
import { useDoctors } from '../../api/doctors';
import { exportReportCsv, type ReportKind } from '../../api/visit-reports';
import type { ReportFilter } from './use-report-filter';
import { registerPageTexts } from '../../intl/page-texts';
import historyTexts from './history.page-texts.json';

registerPageTexts(historyTexts);

const ALL = 'all';

/**
 * The filters of the visit history and the doctor report (spec 1 §2.13-2.14): doctor, period
 * type, from and to; Search, Reset and Export. A doctor or beautician sees the doctor filter
 * fixed to themselves and disabled (spec 1 §6).
 */
export function ReportFilters({ kind, filter }: { kind: ReportKind; filter: ReportFilter }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const doctors = useDoctors();
  const [exporting, setExporting] = useState(false);
  const locked = filter.lockedPractitionerId;

  const items = [
    ...(locked === null ? [{ id: ALL, label: t('history.filters.allDoctors') }] : []),
    ...(doctors.data ?? []).map((d) => ({ id: d.id, label: d.name })),
  ];
  const selectedKey = locked ?? filter.draft.practitionerId ?? ALL;

  const onExport = async () => {
    const query = filter.exportQuery();
    if (query === null) return;
    setExporting(true);
    try {
      await exportReportCsv(kind, query);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <FilterBar
      aria-label={t('history.filters.label')}
      onSearch={filter.search}
      isSearchDisabled={!filter.canSearch}
      onReset={filter.reset}
      onExport={() => void onExport()}
      isExportPending={exporting}
    >
      <Select
        label={t('fields.doctor')}
        items={items}
        selectedKey={items.some((i) => i.id === selectedKey) ? selectedKey : null}
        onSelectionChange={(key) =>
          filter.setPractitioner(key === null || key === ALL ? null : key)
        }
        isDisabled={locked !== null}
        description={locked !== null ? t('history.filters.lockedDoctor') : undefined}
        errorMessage={doctors.error ? errorText(doctors.error) : undefined}
        isInvalid={!!doctors.error}
      />
      <DateRangeFilter value={filter.draft.range} onChange={filter.setRange} />
    </FilterBar>
  );
}
