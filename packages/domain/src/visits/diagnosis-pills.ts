import { DIAGNOSIS_PILLS_MAX } from './visit-constants';

export interface VisibleDiagnoses<T> {
  visible: T[];
  /** How many more the "+N" pill stands for; 0 shows no such pill. */
  hiddenCount: number;
}

/** Spec 1 §2.15: the first `max` diagnoses as pills, the rest counted in "+N". */
export function visibleDiagnoses<T>(
  list: readonly T[] | null | undefined,
  max: number = DIAGNOSIS_PILLS_MAX,
): VisibleDiagnoses<T> {
  const all = list ?? [];
  const shown = Math.max(0, Math.floor(max));
  return { visible: all.slice(0, shown), hiddenCount: Math.max(0, all.length - shown) };
}
