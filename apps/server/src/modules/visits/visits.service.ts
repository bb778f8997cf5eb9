import type { Repositories } from '../../db/repositories';
import type { Clock } from '../../shared/clock';

export function createVisitService(repositories: Repositories, deps: { now: Clock }) {
  void repositories;
  void deps;
  return {};
}
export type VisitService = ReturnType<typeof createVisitService>;
