import type { Repositories } from '../repositories';

/** Placeholder: the demo clinic's visits (past months, some active today) land with issue 5. */
export async function seedDemoVisits(
  repositories: Repositories,
  clinic: { businessId: string; now: Date },
): Promise<void> {
  void repositories;
  void clinic;
}
