/**
 * A line start a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) or read as a control
 * character (tab, carriage return): at the start of the text and after every line break in it.
 */
const FORMULA_LINE_START = /(^|\n|\r(?!\n))(?=[=+\-@\t\r])/g;

/**
 * A text a person typed, made safe for a spreadsheet: every line of it that starts as a formula
 * would start (CSV injection) gets a leading `'`, so a note's second line is as safe as its first.
 * The '-' of an empty medical record number stays as it is. Used by every CSV export, whose
 * writer (csvStream) also quotes every field holding a line break.
 */
export function spreadsheetText(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  return text === '-' ? text : text.replace(FORMULA_LINE_START, "$1'");
}
