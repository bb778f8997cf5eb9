import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A CSV answer's rows (header first) as a spreadsheet splitting on `delimiter` reads them, its
 * byte order mark dropped.
 */
export function csvRowsOf(body: string, delimiter: ',' | ';'): string[][] {
  return parse(body, { bom: true, delimiter }) as string[][];
}

/** A PDF's text, every page, as a person reading it would copy it. */
export async function pdfTextOf(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** A run of text the PDF draws: its page (from 1), left and right edges and baseline, in points. */
export interface PdfTextRun {
  page: number;
  text: string;
  left: number;
  right: number;
  baseline: number;
}

/** Every run of text a PDF draws, where it draws it, as a reader's text layer places it. */
export async function pdfTextRunsOf(bytes: Buffer): Promise<PdfTextRun[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const runs: PdfTextRun[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , left, baseline] = item.transform as number[];
      runs.push({
        page,
        text: item.str,
        left: left!,
        right: left! + item.width,
        baseline: baseline!,
      });
    }
  }
  return runs;
}
