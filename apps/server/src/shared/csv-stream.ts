import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import type { Language } from '../intl/i18n';

/**
 * How the reader's spreadsheet splits a CSV line and reads a decimal. Excel takes both from the
 * computer's regional settings: set to Indonesian it reads `12,5` as a number and splits on `;`,
 * so a comma-separated file opens as one column
 * (docs/decisions/0042-csv-for-the-readers-spreadsheet.md).
 */
export interface CsvDialect {
  delimiter: ',' | ';';
  decimalSeparator: '.' | ',';
}

export const COMMA_DIALECT: CsvDialect = { delimiter: ',', decimalSeparator: '.' };
export const SEMICOLON_DIALECT: CsvDialect = { delimiter: ';', decimalSeparator: ',' };

/** The dialect of a spreadsheet set to the request's language. */
export function csvDialectFor(language: Language): CsvDialect {
  return language === 'id' ? SEMICOLON_DIALECT : COMMA_DIALECT;
}

/** A number as the dialect's spreadsheet reads one: no grouping, its decimal separator. */
export function csvNumber(value: number, dialect: CsvDialect): string {
  const text = String(value);
  return dialect.decimalSeparator === '.' ? text : text.replace('.', dialect.decimalSeparator);
}

/**
 * A CSV file as a stream: UTF-8 with a byte order mark (so Excel reads Indonesian text as UTF-8),
 * CRLF line ends, the header row first, then every row the source yields. A field holding a line
 * break is quoted whatever the break: csv-stringify quotes only the record delimiter (CRLF), and
 * a lone LF or CR left bare starts a new row in Excel. A field holding the delimiter or a quote
 * is quoted too.
 */
export function csvStream(
  header: string[],
  rows: AsyncIterable<string[]>,
  dialect: CsvDialect = COMMA_DIALECT,
): Stringifier {
  const stringifier = stringify({
    bom: true,
    delimiter: dialect.delimiter,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
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
