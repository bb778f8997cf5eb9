/** A unique violation of `constraint`, as pg and PGlite report it (directly or as the cause). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((e) => {
    if (typeof e !== 'object' || e === null) return false;
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    // pg names the constraint; PGlite too (`constraint`), but fall back to the message.
    return (
      code === '23505' &&
      (name === constraint || String((e as { message?: unknown }).message).includes(constraint))
    );
  });
}
