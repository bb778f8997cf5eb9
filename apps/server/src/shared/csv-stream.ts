import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';

/**
 * A CSV file as a stream: UTF-8 with a byte order mark (so Excel reads Indonesian text as UTF-8),
 * CRLF line ends, the header row first, then every row the source yields. A field holding a line
 * break is quoted whatever the break: csv-stringify quotes only the record delimiter (CRLF), and
 * a lone LF or CR left bare starts a new row in Excel.
 */
export function csvStream(header: string[], rows: AsyncIterable<string[]>): Stringifier {
  const stringifier = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
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
