import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import type { Translator } from '../../intl/i18n';
import type { HistoryRecord, PractitionerStatsRecord } from './visit-reports.repository';
import { historyRowOf } from './visit-reports.service';

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

/**
 * A text a person typed, made safe for a spreadsheet: one starting with `=`, `+`, `-`, `@` or a
 * control character would run as a formula in Excel (CSV injection), so it gets a leading `'`.
 * The '-' of an empty medical record number stays as it is.
 */
export function spreadsheetText(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  return text !== '-' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

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

/**
 * A CSV file as a stream: UTF-8 with a byte order mark (so Excel reads Indonesian text as UTF-8),
 * CRLF line ends, the header row first, then every row the source yields.
 */
export function csvStream(header: string[], rows: AsyncIterable<string[]>): Stringifier {
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  const source = Readable.from(
    (async function* () {
      yield header;
      yield* rows;
    })(),
    { objectMode: true },
  );
  source.on('error', (error) => stringifier.destroy(error));
  source.pipe(stringifier);
  return stringifier;
}
