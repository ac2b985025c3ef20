// The identity checks' review queue (docs/kyc.md 'Review'): every possible match the screening found and no admin
// has decided yet, oldest first. Approval of a subscription waits until its matches are cleared.
import { useCallback } from 'react';
import { Loading } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { AdminFrame, Alert } from '../admin-frame';
import { listScreening } from '../api/screening-calls';
import { useDecidedConfirmation } from '../decided-confirmation';
import { useAdminLoad } from '../use-admin-load';
import { ScreeningCard } from './screening-card';

export const AdminScreeningPage = () => {
  const load = useCallback((signal: AbortSignal) => listScreening(signal), []);
  const { data, error, isLoading, reload } = useAdminLoad(load);
  const { shown, onDecided } = useDecidedConfirmation(reload);

  return (
    <AdminFrame
      title="Screening"
      lead="Possible matches of the identity checks against the sanctions lists. Approval waits until each is decided."
    >
      {shown}
      {error && <Alert>{error}</Alert>}
      {isLoading && !data && <Loading />}
      {data && data.matches.length === 0 && <p className={styles.lead}>No possible match is waiting for review.</p>}
      {data?.matches.map((row) => (
        <ScreeningCard key={row.id} row={row} onDecided={onDecided} />
      ))}
    </AdminFrame>
  );
};
