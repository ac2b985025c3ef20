// The fund's open change request on an investment's card (docs/admin.md 'Change requests'): when the fund asked, what
// to do, and each marked answer with the fund's note; the card's button leads to the step the request sent it back to.
import type { OpenChangeRequest } from '../../../shared/api/change-requests';
import { formatEasternDate } from '../../../shared/domain/eastern-dates';
import styles from './summary.module.css';

export const ChangeRequestNotice = ({ request }: { request: OpenChangeRequest }) => (
  <div className={styles.changeRequest}>
    <p className={styles.changeTitle}>Changes requested on {formatEasternDate(request.requestedAt)}</p>
    {request.mode === 'resignOnly' ? (
      <p>The fund asks you to sign the agreement again.</p>
    ) : (
      <p>The fund asks you to change these answers, then sign again:</p>
    )}
    {request.items.length > 0 && (
      <ul className={styles.changeItems}>
        {request.items.map((item) => (
          <li key={item.label}>
            <strong>{item.label}</strong>: {item.note}
          </li>
        ))}
      </ul>
    )}
  </div>
);
