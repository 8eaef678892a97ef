/** Whether a database error (as Drizzle wraps it) is a unique-constraint violation, optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((e) => {
    const pg = e as { code?: string; constraint?: string } | undefined;
    return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
  });
}
