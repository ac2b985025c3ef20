// The back office's line under the header (docs/admin.md 'Waiting for you'): wire-instruction changes waiting for a
// second admin and syndication verifications waiting for review, each a link to where it is done. Read again on every
// page change, so a confirmation or a decision shows on the next page. Only for an admin the server lets in.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdminWaitingAnswer } from '../../../../shared/api/admin-waiting';
import { Link } from '../../../components/ui/link';
import { useVisitor } from '../../../lib/session/visitor-context';
import { adminPaths } from '../admin-paths';
import { getWaiting } from '../api/waiting-calls';
import styles from './waiting-for-you.module.css';
import { waitingItems } from './waiting-text';

export const WaitingForYou = () => {
  const { visitor } = useVisitor();
  const { pathname } = useLocation();
  const [waiting, setWaiting] = useState<AdminWaitingAnswer | null>(null);
  const isAllowed = Boolean(visitor?.links.backOffice);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page reads the counts again.
  useEffect(() => {
    if (!isAllowed) return;
    const controller = new AbortController();
    getWaiting(controller.signal)
      .then(setWaiting)
      .catch(() => {
        // The counts are a convenience: the pages themselves say what failed.
      });
    return () => controller.abort();
  }, [isAllowed, pathname]);

  if (!isAllowed) return null;
  const items = waiting
    ? waitingItems(waiting, { funds: adminPaths.funds(), verifications: adminPaths.verifications() })
    : [];
  return (
    <div className={styles.strip}>
      <div className={styles.inner}>
        <span className={styles.area}>Back office</span>
        <nav aria-label="Waiting for you" className={styles.waiting} aria-busy={waiting === null}>
          {waiting === null ? null : items.length === 0 ? (
            <span className={styles.none}>Nothing waits for you</span>
          ) : (
            <>
              <span className={styles.label}>Waiting for you:</span>
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={item.key}>
                    <Link className={styles.item} to={item.href} data-waiting={item.key}>
                      {item.text}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </nav>
      </div>
    </div>
  );
};
