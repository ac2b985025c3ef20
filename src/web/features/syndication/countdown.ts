// The waiting period's live countdown: what is left until it ends, in whole days, hours, minutes and seconds.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type Countdown = { days: number; hours: number; minutes: number; seconds: number; isOver: boolean };

export const countdownTo = (endsAt: Date | string, now: Date): Countdown => {
  const left = Math.max(0, new Date(endsAt).getTime() - now.getTime());
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    isOver: left === 0,
  };
};

const unit = (count: number, name: string): string => `${count} ${name}${count === 1 ? '' : 's'}`;

/** '29 days, 4 hours and 12 minutes': the sentence form, for the page's text and screen readers. */
export const countdownSentence = ({ days, hours, minutes }: Countdown): string => {
  const parts = [
    days > 0 && unit(days, 'day'),
    (days > 0 || hours > 0) && unit(hours, 'hour'),
    unit(minutes, 'minute'),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
};
