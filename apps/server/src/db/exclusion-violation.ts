/**
 * An exclusion-constraint violation (SQLSTATE 23P01) of `constraint`, as pg and PGlite report it
 * (directly or as the cause): how `reservations_no_overlap` refuses a second live reservation of
 * a practitioner's time. The same shape as `isUniqueViolation` beside it.
 */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((e) => {
    if (typeof e !== 'object' || e === null) return false;
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    return (
      code === '23P01' &&
      (name === constraint || String((e as { message?: unknown }).message).includes(constraint))
    );
  });
}
