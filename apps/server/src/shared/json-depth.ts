/**
 * How deep a request body may nest arrays and objects. The deepest body of this API (a payment's
 * lines with their fields) nests four levels; 64 leaves room for any form to grow.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Does the JSON text nest arrays and objects deeper than `maxDepth`? One pass over the text before
 * JSON.parse builds anything: a 40 KB body of 20,000 nested arrays is refused in microseconds,
 * where every recursive walk after parsing (the stored-text checks, the schemas) would run out of
 * stack, and sixteen such bodies at once would hold the event loop for everyone. Brackets inside
 * strings do not count; malformed text is left for JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}
