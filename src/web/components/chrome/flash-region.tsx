// docs/spec.md §8 flash messages: warnings are alerts (read at once), successes and notes are polite status messages.
import { useFlash } from '../../lib/session/flash-context';
import styles from './flash-region.module.css';

export const FlashRegion = () => {
  const { flashes, dismissFlash } = useFlash();
  const alerts = flashes.filter((f) => f.kind === 'warning');
  const notes = flashes.filter((f) => f.kind !== 'warning');
  return (
    <div className={styles.region}>
      <div role="alert">
        {alerts.map((flash) => (
          <div key={flash.id} className={`${styles.flash} ${styles.warning}`} data-flash="warning">
            <p>{flash.text}</p>
            <button type="button" className={styles.dismiss} onClick={() => dismissFlash(flash.id)}>
              Dismiss<span className="visually-hidden"> message</span>
            </button>
          </div>
        ))}
      </div>
      <div role="status">
        {notes.map((flash) => (
          <div key={flash.id} className={`${styles.flash} ${styles[flash.kind]}`} data-flash={flash.kind}>
            <p>{flash.text}</p>
            <button type="button" className={styles.dismiss} onClick={() => dismissFlash(flash.id)}>
              Dismiss<span className="visually-hidden"> message</span>
            </button>
          </div>
        ))}
      </div>
    </div>
  );
};
