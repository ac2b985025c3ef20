// Whether a failed statement broke a unique constraint (PostgreSQL's 23505), whichever driver reported it and
// whether or not Drizzle wrapped the driver's error.
const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause && depth < 3; depth += 1) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
};
