import type { Repositories } from '../repositories';

/** Placeholder: the hand-written ICD-10 subset of the demo seed lands with issue 5. */
export async function seedIcd10Subset(repositories: Repositories): Promise<void> {
  void repositories;
}
