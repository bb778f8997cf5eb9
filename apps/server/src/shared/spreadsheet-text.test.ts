import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvStream, SEMICOLON_DIALECT, type CsvDialect } from './csv-stream';
import { spreadsheetText } from './spreadsheet-text';

async function csvOf(rows: string[][], dialect?: CsvDialect): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of csvStream(
    ['a', 'b'],
    (async function* () {
      yield* rows;
    })(),
    dialect,
  ))
    chunks.push(String(chunk));
  return chunks.join('').replace(/^\uFEFF/, '');
}

describe('spreadsheetText', () => {
  it('guards a text that starts as a formula, and leaves others and the empty record mark', () => {
    expect(spreadsheetText('=1+1')).toBe("'=1+1");
    expect(spreadsheetText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(spreadsheetText('Budi Santoso')).toBe('Budi Santoso');
    expect(spreadsheetText('-')).toBe('-');
    expect(spreadsheetText(null)).toBe('');
  });

  it('guards every line, whatever the line break', () => {
    expect(spreadsheetText("Budi\n=cmd|' /C calc'!A0")).toBe("Budi\n'=cmd|' /C calc'!A0");
    expect(spreadsheetText('a\r\n+1\r-2')).toBe("a\r\n'+1\r'-2");
    expect(spreadsheetText('kontrol\n\n@x')).toBe("kontrol\n\n'@x");
  });
});

describe('csvStream', () => {
  it('quotes a field holding LF, CR or CRLF, so it stays one cell of one row', async () => {
    const text = await csvOf([
      ['Budi\n=x', 'a\rb'],
      ['x\r\ny', 'plain'],
    ]);
    expect(text).toBe('a,b\r\n"Budi\n=x","a\rb"\r\n"x\r\ny",plain\r\n');
  });

  it('separates with ";" for an Indonesian spreadsheet, quoting a field that holds one', async () => {
    const rows = [
      ['Budi; Sari', '12,5'],
      ["'=1+1", 'baris\nkedua'],
    ];
    const text = await csvOf(rows, SEMICOLON_DIALECT);
    expect(text).toBe('a;b\r\n"Budi; Sari";12,5\r\n\'=1+1;"baris\nkedua"\r\n');
    // A spreadsheet splitting on ";" reads the cells back as written.
    expect(parse(text, { delimiter: ';' })).toEqual([['a', 'b'], ...rows]);
  });
});
