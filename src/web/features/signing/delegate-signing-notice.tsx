// DOCUMENT_SIGNED for a delegate (docs/security.md 'Delegates'): only the investor signs. The investor was e-mailed
// when the delegate reached this step; the button tells them again only if they were not, and says when they were.
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { notifyInvestor } from '../../lib/api/delegates';
import { errorText } from './error-text';
import styles from './signing.module.css';

type DelegateSigningNoticeProps = { transactionIntegrationId: string; investorName: string };

export const DelegateSigningNotice = ({ transactionIntegrationId, investorName }: DelegateSigningNoticeProps) => {
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onNotify = async () => {
    setIsBusy(true);
    setError(null);
    try {
      setMessage((await notifyInvestor(transactionIntegrationId)).message);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={styles.delegateNotice}>
      <p>
        Everything is filled in. Only {investorName} can sign the subscription agreement: they review it and sign it
        from their own account.
      </p>
      <Button variant="primary" isFullOnPhone isBusy={isBusy} disabled={isBusy} onClick={() => void onNotify()}>
        Notify {investorName} that it is ready
      </Button>
      <p role="status" className={styles.delegateNoticeStatus}>
        {message}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
