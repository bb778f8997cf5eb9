import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';

/** A CSV answer's rows (header first), its byte order mark dropped as a spreadsheet would. */
export function csvRowsOf(body: string): string[][] {
  return parse(body, { bom: true }) as string[][];
}

/** A PDF's text, every page, as a person reading it would copy it. */
export async function pdfTextOf(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
