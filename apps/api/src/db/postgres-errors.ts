const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a PostgreSQL error, looked for through the driver's and the query builder's wrappers. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/** A row referenced a row that no longer exists (deleted by a concurrent request). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23503';
}
