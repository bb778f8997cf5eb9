import type { Translator } from '../../intl/i18n';
import type { HistoryRecord, PractitionerStatsRecord } from './visit-reports.repository';
import { historyRowOf } from './visit-reports.service';
import { spreadsheetText } from '../../shared/spreadsheet-text';

export const HISTORY_CSV_FILENAME = 'history-visit.csv';
export const REPORT_CSV_FILENAME = 'report-visit.csv';

const HISTORY_COLUMNS = [
  'medicalRecordNumber',
  'doctor',
  'name',
  'dateOfBirth',
  'gender',
  'treatment',
  'visitDate',
] as const;

const REPORT_COLUMNS = [
  'doctor',
  'totalPatients',
  'totalMalePatients',
  'totalFemalePatients',
  'noShows',
] as const;

export function historyCsvHeader(t: Translator): string[] {
  return HISTORY_COLUMNS.map((column) => t(`visitReports.csv.history.${column}`));
}

/** A history row as the export writes it: the screen's columns, dates as the screen shows them. */
export function historyCsvRow(record: HistoryRecord, t: Translator): string[] {
  const row = historyRowOf(record);
  return [
    spreadsheetText(row.patient.medicalRecordNumber ?? '-'),
    spreadsheetText(row.practitionerName),
    spreadsheetText(row.patient.name),
    row.patient.dob ?? '',
    row.patient.gender ? t(`genders.${row.patient.gender}`) : '',
    spreadsheetText(row.treatment),
    row.startInString,
  ];
}

export function reportCsvHeader(t: Translator): string[] {
  return REPORT_COLUMNS.map((column) => t(`visitReports.csv.report.${column}`));
}

export function reportCsvRow(record: PractitionerStatsRecord): string[] {
  return [
    spreadsheetText(record.doctorName),
    String(record.totalPatients),
    String(record.totalMalePatients),
    String(record.totalFemalePatients),
    String(record.noShows),
  ];
}
