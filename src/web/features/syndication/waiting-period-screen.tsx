// docs/spec.md §4 waiting period: 30 days from accepting the acknowledgments, shown as a live countdown with its end in US
// Eastern time. When it runs out the page asks the server where the investor stands (the server decides). The clock's
// figures appear once the page runs in the browser: the server's HTML and the first render in the browser, seconds
// apart, draw the same screen.
import { useEffect, useState } from 'react';
import type { SyndicationStatusAnswer } from '../../../shared/api/syndication';
import { formatEasternDateTime } from '../../../shared/domain/eastern-dates';
import { useIsMounted } from '../../lib/ssr/use-is-mounted';
import { countdownSentence, countdownTo } from './countdown';
import styles from './syndication.module.css';
import { VerificationList } from './verification-list';

type WaitingPeriodScreenProps = { answer: SyndicationStatusAnswer; onOver: () => void };

export const WaitingPeriodScreen = ({ answer, onOver }: WaitingPeriodScreenProps) => {
  const endsAt = answer.waitingPeriod.endsAt;
  const [now, setNow] = useState(() => new Date());
  const countdown = endsAt ? countdownTo(endsAt, now) : null;
  const isOver = countdown?.isOver ?? false;
  const isMounted = useIsMounted();

  useEffect(() => {
    if (!endsAt) return;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the countdown reaches zero.
  useEffect(() => {
    if (isOver) onOver();
  }, [isOver]);

  if (!endsAt || !countdown) return <VerificationList answer={answer} />;
  const units = [
    ['days', countdown.days],
    ['hours', countdown.hours],
    ['minutes', countdown.minutes],
    ['seconds', countdown.seconds],
  ] as const;
  return (
    <>
      <section className={styles.countdown} aria-labelledby="countdown-heading">
        <h2 id="countdown-heading">Your membership starts in</h2>
        {/* role=timer is not announced on every tick; the sentence below says the same in words. */}
        <div
          role="timer"
          aria-label={isMounted ? countdownSentence(countdown) : 'Counting down'}
          className={styles.timer}
        >
          {units.map(([unit, value]) => (
            <div key={unit} className={styles.timerUnit} aria-hidden="true">
              <span className={styles.timerValue}>{isMounted ? value : '–'}</span>
              <span className={styles.timerLabel}>{unit}</span>
            </div>
          ))}
        </div>
        <p>
          The waiting period ends on <strong>{formatEasternDateTime(endsAt)}</strong>.
        </p>
      </section>
      <VerificationList answer={answer} />
    </>
  );
};
