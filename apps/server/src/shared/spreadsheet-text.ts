/**
 * A text a person typed, made safe for a spreadsheet: one starting with `=`, `+`, `-`, `@` or a
 * control character would run as a formula in Excel (CSV injection), so it gets a leading `'`.
 * The '-' of an empty medical record number stays as it is. Used by every CSV export.
 */
export function spreadsheetText(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  return text !== '-' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
