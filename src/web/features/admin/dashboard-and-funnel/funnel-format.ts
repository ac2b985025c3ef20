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

/** A title in lines that fit a box of the graph, broken between words (a word longer than a line gets one of its own). */
export const titleLines = (title: string, max = 24): string[] => {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length === 0 ? [''] : lines;
};
