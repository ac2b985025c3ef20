// The funnel's form (docs/admin.md 'Funnel'): a range of Eastern calendar days and the days without a change after
// which an unfinished subscription counts as abandoned. One schema for the back-office form and the server.
import { type ObjectSchema, object, string, ValidationError } from 'yup';

export type FunnelRangeInput = { from: string; to: string; idleDays: string };

export const FUNNEL_DEFAULT_IDLE_DAYS = 14;
export const FUNNEL_MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDay = (value: string | undefined): boolean => {
  if (!value || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const day = (label: string) =>
  string()
    .required(`Please enter the ${label} day.`)
    .test('day', `Please enter the ${label} day as a date.`, (value) => isCalendarDay(value));

export const funnelRangeSchema: ObjectSchema<FunnelRangeInput> = object({
  from: day('first'),
  to: day('last')
    .test('order', 'The last day cannot be before the first.', function isAfterFrom(value) {
      const { from } = this.parent as { from?: string };
      return !isCalendarDay(from) || !isCalendarDay(value) || (value ?? '') >= (from ?? '');
    })
    .test('span', `Please choose at most ${FUNNEL_MAX_RANGE_DAYS} days.`, function isShortEnough(value) {
      const { from } = this.parent as { from?: string };
      if (!isCalendarDay(from) || !isCalendarDay(value)) return true;
      return (Date.parse(`${value}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS < FUNNEL_MAX_RANGE_DAYS;
    }),
  idleDays: string()
    .required('Please enter a number of days.')
    .matches(/^\d{1,3}$/, 'Please enter a whole number of days.')
    .test('range', 'Please enter between 1 and 365 days.', (value) => Number(value) >= 1 && Number(value) <= 365),
});

export type FunnelRangeErrors = Partial<Record<keyof FunnelRangeInput, string>>;

/** Field → first message; empty when the range may be asked for. */
export const funnelRangeErrors = (input: unknown): FunnelRangeErrors => {
  try {
    funnelRangeSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) errors[issue.path ?? 'from'] ??= issue.message;
    return errors;
  }
};
