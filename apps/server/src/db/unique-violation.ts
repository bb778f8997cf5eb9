/** A violation of `constraint` with SQLSTATE `code`, as pg and PGlite report it (directly or as the cause). */
function isConstraintViolation(error: unknown, code: string, constraint: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((e) => {
    if (typeof e !== 'object' || e === null) return false;
    const { code: state, constraint: name } = e as { code?: unknown; constraint?: unknown };
    // pg names the constraint; PGlite too (`constraint`), but fall back to the message.
    return (
      state === code &&
      (name === constraint || String((e as { message?: unknown }).message).includes(constraint))
    );
  });
}

/** A unique violation (23505) of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isConstraintViolation(error, '23505', constraint);
}

/**
 * An exclusion violation (23P01) of `constraint`: two rows the constraint keeps apart, such as
 * overlapping live reservations of one practitioner.
 */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  return isConstraintViolation(error, '23P01', constraint);
}

/**
 * PostgreSQL aborted this statement to break a deadlock (40P01). Concurrent inserts checked by
 * one exclusion constraint can wait on each other's uncommitted rows (PostgreSQL's documentation
 * of exclusion constraints warns of it); one of them is chosen as the victim, the other goes on.
 */
export function isDeadlock(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some(
    (e) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '40P01',
  );
}
