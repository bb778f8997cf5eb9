import { LRUCache } from 'lru-cache';
import type { JsonAnswer } from '../../shared/json-answer';

/** Enough for about a hundred busy days' answers (a 600-reservation day is ~150 KB of JSON). */
export const DEFAULT_TIMETABLE_CACHE_BYTES = 16 * 1024 * 1024;
/** A day nobody has looked at for this long gives its memory back. */
const UNREAD_FOR_MS = 10 * 60 * 1000;
/**
 * Room kept per answer for its compressed forms, made later on demand: brotli and gzip of this
 * JSON together come to well under a fifth of it, so the budget holds whatever is asked.
 */
const COMPRESSED_ROOM = 0.25;

/**
 * Versions are the repository's "clinic.day" counters, which only grow: a version read later is
 * at least the earlier one in both.
 */
function isNewer(version: string, than: string): boolean {
  const [clinic = 0, day = 0] = version.split('.').map(Number);
  const [thanClinic = 0, thanDay = 0] = than.split('.').map(Number);
  return clinic >= thanClinic && day >= thanDay && version !== than;
}

interface Kept {
  version: string;
  answer: JsonAnswer;
}

export interface TimetableAnswers {
  /**
   * The answer for `key` at the version `versionOf()` reads now: the kept one if it was built at
   * that version, else `build()`'s (calls for the same key and version share one build). A null
   * version keeps nothing. Kept none (a budget of 0): `build()` alone, without the version.
   */
  answer(
    key: string,
    versionOf: () => Promise<string | null>,
    build: () => Promise<JsonAnswer>,
  ): Promise<JsonAnswer>;
  /** Answers kept and their bytes with the room for compression (tests, the bench). */
  stats(): { entries: number; bytes: number };
}

/**
 * The timetable's finished answers per clinic, day and row filter, each with the change counters
 * it was built at (migration 0007). Bounded by bytes, least recently read first out.
 */
export function createTimetableAnswers(maxBytes = DEFAULT_TIMETABLE_CACHE_BYTES): TimetableAnswers {
  if (maxBytes <= 0) {
    return {
      answer: (_key, _versionOf, build) => build(),
      stats: () => ({ entries: 0, bytes: 0 }),
    };
  }
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: ({ answer }) => Math.ceil(answer.json.length * (1 + COMPRESSED_ROOM)),
    ttl: UNREAD_FOR_MS,
    updateAgeOnGet: true,
  });
  const building = new Map<string, Promise<JsonAnswer>>();
  return {
    async answer(key, versionOf, build) {
      const version = await versionOf();
      if (version === null) return build();
      const found = kept.get(key);
      if (found?.version === version) return found.answer;
      const buildKey = `${key}@${version}`;
      let built = building.get(buildKey);
      if (!built) {
        built = build().then(
          (answer) => {
            building.delete(buildKey);
            // A slower build of an older version must not replace a newer one.
            const current = kept.get(key)?.version;
            if (current === undefined || isNewer(version, current)) {
              kept.set(key, { version, answer });
            }
            return answer;
          },
          (error: unknown) => {
            building.delete(buildKey);
            throw error;
          },
        );
        building.set(buildKey, built);
      }
      return built;
    },
    stats: () => ({ entries: kept.size, bytes: kept.calculatedSize }),
  };
}
