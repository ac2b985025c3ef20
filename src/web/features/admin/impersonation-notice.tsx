// While an admin acts as an investor (docs/spec.md §6 banner), the back office offers the way back to their own identity.
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useVisitor } from '../../lib/session/visitor-context';
import styles from './admin.module.css';
import { stopImpersonating } from './api/audit-calls';
import { messageOf } from './error-text';

export const ImpersonationNotice = () => {
  const { visitor, setVisitor } = useVisitor();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  if (!visitor?.adminEmail || !visitor.user) return null;

  const onStop = async () => {
    setIsBusy(true);
    try {
      setVisitor(await stopImpersonating());
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={`${styles.alert} ${styles.info}`} role="status">
      You are acting as {visitor.user.firstName} {visitor.user.lastName} ({visitor.user.email1}).{' '}
      <Button variant="secondary" onClick={onStop} isBusy={isBusy}>
        Stop acting as this investor
      </Button>
      {error && <span className={styles.inlineError}>{error}</span>}
    </div>
  );
};
