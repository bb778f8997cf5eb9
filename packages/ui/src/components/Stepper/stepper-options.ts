export const STEP_STATES = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** Steps before the current one are complete, the rest upcoming. */
export function stepState(index: number, currentIndex: number): StepState {
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}
