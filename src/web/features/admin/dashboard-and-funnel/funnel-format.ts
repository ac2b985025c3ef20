// How the funnel writes a time spent at a step: the unit a person would say.
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const oneDecimal = (value: number): string => (Math.round(value * 10) / 10).toString();

/** '40 s', '12 min', '1.5 h', '3.2 days'; '—' without a time. */
export const formatDuration = (seconds: number | null): string => {
  if (seconds === null) return '—';
  if (seconds < MINUTE) return `${Math.round(seconds)} s`;
  if (seconds < HOUR) return `${Math.round(seconds / MINUTE)} min`;
  if (seconds < DAY) return `${oneDecimal(seconds / HOUR)} h`;
  const days = oneDecimal(seconds / DAY);
  return `${days} ${days === '1' ? 'day' : 'days'}`;
};

/** A title cut to fit a box of the graph, with an ellipsis. */
export const shortTitle = (title: string, max = 24): string =>
  title.length <= max ? title : `${title.slice(0, max - 1).trimEnd()}…`;
