import type { Diagnosis } from './assessment.schema';

/**
 * A visit's `diagnosisJson` as the history and the assessment read it back (spec 1 §3): a list
 * of `{ fullCode, shortDescription }`, stored as JSON text or already parsed. Anything unreadable
 * counts as no diagnosis rather than breaking the page; entries without a code are skipped.
 */
export function parseDiagnosisJson(value: unknown): Diagnosis[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const out: Diagnosis[] = [];
  for (const entry of list as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { fullCode, shortDescription } = entry as Record<string, unknown>;
    if (typeof fullCode !== 'string' || fullCode.trim() === '') continue;
    out.push({
      fullCode: fullCode.trim(),
      shortDescription: typeof shortDescription === 'string' ? shortDescription.trim() : '',
    });
  }
  return out;
}
