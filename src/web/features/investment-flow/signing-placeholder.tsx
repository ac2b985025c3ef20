// DOCUMENT_SIGNED: the embedded signing of the agreement, lent by app/ through the feature slots. Without a signing
// component the step says plainly that the agreement is being prepared; nothing here signs or pretends to.
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../components/ui/page';
import { SIGNED_STATE } from '../../lib/flow/signed-state';
import { useFeatureSlots } from '../../lib/slots/feature-slots';
import { useIsMounted } from '../../lib/ssr/use-is-mounted';
import styles from './step-screen.module.css';

/**
 * Signed: the flow moved on to MID_CLOSING, which continues on the investment summary (docs/spec.md §2). The signing panel's
 * code and its session come on their own once the page is up: the server's HTML and the first render show the
 * loading line, so a signing step opened afresh hydrates without waiting on code the server did not draw.
 */
export const AgreementSigning = ({ fundName, transactionId }: { fundName: string; transactionId: string }) => {
  const { SigningPanel } = useFeatureSlots();
  const navigate = useNavigate();
  const isMounted = useIsMounted();
  if (!SigningPanel) return <SigningPlaceholder fundName={fundName} />;
  const loading = <Loading label="Preparing your agreement…" />;
  if (!isMounted) return loading;
  return (
    <Suspense fallback={loading}>
      <SigningPanel
        transactionIntegrationId={transactionId}
        onSigned={() => navigate(`/investment-summary#${transactionId}`, { state: SIGNED_STATE })}
      />
    </Suspense>
  );
};

export const SigningPlaceholder = ({ fundName }: { fundName: string }) => (
  <section className={styles.signing} aria-labelledby="signing-title" role="status">
    <h2 id="signing-title">Your agreement is being prepared</h2>
    <p>
      We have everything we need for your subscription to {fundName}. Your subscription agreement is being prepared for
      signature; we will e-mail you as soon as it is ready to sign here.
    </p>
    <p>You can leave this page. Your answers are saved.</p>
  </section>
);
