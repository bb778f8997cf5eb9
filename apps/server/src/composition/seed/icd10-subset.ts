import type { Repositories } from '../repositories';
import { ICD10_SUBSET } from './icd10-subset.data';

export { ICD10_SUBSET } from './icd10-subset.data';

/**
 * The demo clinic's ICD-10 codes (a hand-written subset, icd10-subset.data.ts), so its diagnosis
 * search works before anyone imports the full list. Codes already there (an earlier import) keep
 * their titles. Answers how many codes it added.
 */
export async function seedIcd10Subset(repositories: Repositories): Promise<number> {
  return repositories.icd10.insertMissing(ICD10_SUBSET);
}
