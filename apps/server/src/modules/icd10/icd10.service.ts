import { systemClock, type Clock } from '../../shared/clock';
import {
  buildIcd10SearchIndex,
  type Icd10SearchIndex,
  type Icd10SearchResult,
} from './icd10-search-index';
import {
  icd10WriteGeneration,
  type Icd10Repository,
  type Icd10SearchRequest,
} from './icd10.repository';

export type { Icd10SearchResult } from './icd10-search-index';

export interface Icd10ServiceOptions {
  /** How often the table is asked whether it changed (an import by another process). */
  refreshMs?: number;
  now?: Clock;
}

export const ICD10_REFRESH_MS = 30_000;

/**
 * The ICD-10 search. The list is reference data (10,469 codes, about 2 MB; it changes only by an
 * import) and the diagnosis dropdown of every clinic searches it on each keystroke, so it is
 * searched in memory (icd10-search-index.ts: the same groups and order as the repository's SQL,
 * in well under a millisecond, no database round trip per call):
 * - the first search loads the list (one select of every code);
 * - a write through Icd10Repository in this process (import, seed, tests) reloads it before the
 *   next search answers;
 * - every `refreshMs` a search asks the table's fingerprint (count and last change) in the
 *   background and reloads when it changed, so an import run by another process (the
 *   `icd10:import` command while the server runs on PostgreSQL) shows within that time.
 */
export function createIcd10Service(repository: Icd10Repository, options: Icd10ServiceOptions = {}) {
  const refreshMs = options.refreshMs ?? ICD10_REFRESH_MS;
  const now = options.now ?? systemClock;

  interface Loaded {
    index: Icd10SearchIndex;
    fingerprint: string;
    generation: number;
    checkedAt: number;
  }
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;
  let checking = false;

  function load(): Promise<Loaded> {
    loading ??= (async () => {
      const generation = icd10WriteGeneration();
      // The fingerprint first: a write landing between the two reads shows at the next check.
      const fingerprint = await repository.fingerprint();
      const codes = await repository.listAll();
      const fresh = {
        index: buildIcd10SearchIndex(codes),
        fingerprint,
        generation,
        checkedAt: now().getTime(),
      };
      loaded = fresh;
      return fresh;
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** In the background: reload when the table changed since the list was loaded. */
  function checkForChanges(current: Loaded): void {
    if (checking) return;
    checking = true;
    current.checkedAt = now().getTime();
    repository
      .fingerprint()
      .then((fingerprint) => (fingerprint === current.fingerprint ? undefined : load()))
      .catch(() => {
        // Keep answering from the list we have; the next check tries again.
      })
      .finally(() => {
        checking = false;
      });
  }

  return {
    async search(request: Icd10SearchRequest): Promise<Icd10SearchResult> {
      let current = loaded;
      if (!current || current.generation !== icd10WriteGeneration()) current = await load();
      else if (now().getTime() - current.checkedAt >= refreshMs) checkForChanges(current);
      return current.index.search(request);
    },
  };
}
export type Icd10Service = ReturnType<typeof createIcd10Service>;
