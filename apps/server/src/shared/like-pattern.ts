/**
 * A LIKE/ILIKE pattern matching values that contain `text`: `%`, `_` and `\` typed by a user are
 * searched for, not wildcards (PostgreSQL's default escape character is `\`).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
