import { systemClock, type Clock } from '../../shared/clock';
import { icd10SearchTerms } from './icd10-search-terms';
import {
  icd10WriteGeneration,
  type Icd10Code,
  type Icd10Repository,
  type Icd10SearchRequest,
} from './icd10.repository';

export interface Icd10SearchResult {
  rows: Icd10Code[];
  total: number;
}

export interface Icd10ServiceOptions {
  /** How long an answer is reused (an import by another process shows after this). */
  ttlMs?: number;
  /** How many answers are kept (least recently used go first). */
  maxEntries?: number;
  now?: Clock;
}

export const ICD10_CACHE_TTL_MS = 60_000;
export const ICD10_CACHE_MAX_ENTRIES = 2000;

interface Entry {
  at: number;
  generation: number;
  answer: Promise<Icd10SearchResult>;
}

/**
 * The ICD-10 search with its answers kept a minute. The list is reference data (it changes only
 * by an import) and the diagnosis dropdown of every clinic asks the same short keywords ("d",
 * "de", "dem"...), the broad ones being the dearest to answer: a page asked again within the
 * minute costs no database call. Keyed by the search terms (so "Demam " and "demam" are one),
 * page and size; the answer carries both titles, so the caller's language is not in the key.
 * A write through Icd10Repository.upsertMany in this process drops every kept answer at once;
 * concurrent identical asks share one query.
 */
export function createIcd10Service(repository: Icd10Repository, options: Icd10ServiceOptions = {}) {
  const ttlMs = options.ttlMs ?? ICD10_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? ICD10_CACHE_MAX_ENTRIES;
  const now = options.now ?? systemClock;
  const cache = new Map<string, Entry>();

  return {
    search(request: Icd10SearchRequest): Promise<Icd10SearchResult> {
      const terms = icd10SearchTerms(request.keyword);
      const key = `${terms.code ?? ''}\u0000${terms.tsQuery ?? ''}\u0000${request.page}\u0000${request.size}`;
      const at = now().getTime();
      const generation = icd10WriteGeneration();
      const kept = cache.get(key);
      cache.delete(key);
      if (kept && kept.generation === generation && at - kept.at < ttlMs) {
        cache.set(key, kept); // most recently used last
        return kept.answer;
      }
      const answer = repository.search(request);
      cache.set(key, { at, generation, answer });
      // A failed query is not kept: the next ask tries again.
      answer.catch(() => {
        if (cache.get(key)?.answer === answer) cache.delete(key);
      });
      while (cache.size > maxEntries) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
      return answer;
    },
  };
}
export type Icd10Service = ReturnType<typeof createIcd10Service>;
