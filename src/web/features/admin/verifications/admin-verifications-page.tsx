// The syndication reviews (docs/syndication.md 'Review'): every identity and accreditation upload waiting for a
// decision, with the document and the details the investor gave; approve, or deny with the reason they will read.
import { useCallback } from 'react';
import { Loading } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { AdminFrame, Alert } from '../admin-frame';
import { listVerifications } from '../api/verification-calls';
import { useDecidedConfirmation } from '../decided-confirmation';
import { useAdminLoad } from '../use-admin-load';
import { VerificationCard } from './verification-card';
import { isPendingVerification } from './verification-labels';

export const AdminVerificationsPage = () => {
  const load = useCallback((signal: AbortSignal) => listVerifications(signal), []);
  const { data, error, isLoading, reload } = useAdminLoad(load);
  const { shown, onDecided } = useDecidedConfirmation(reload);
  const pending = data?.verifications.filter(isPendingVerification) ?? [];

  return (
    <AdminFrame
      title="Verifications"
      lead="Identity and accreditation documents from the syndication sign-up, waiting for your decision."
    >
      {shown}
      {error && <Alert>{error}</Alert>}
      {isLoading && !data && <Loading />}
      {data && pending.length === 0 && <p className={styles.lead}>Nothing is waiting for review.</p>}
      {pending.map((row) => (
        <VerificationCard key={row.verificationId} row={row} onDecided={onDecided} />
      ))}
    </AdminFrame>
  );
};
