// docs/spec.md §2 DOCUMENT_SIGNED: the embedded signing of the investor's agreement. The step hides Next; `onSigned` is
// called once the investor has signed (MID_CLOSING), and the page then goes to /investment-summary#{id}.
import { useEffect, useRef, useState } from 'react';
import { Loading } from '../../components/ui/page';
import { useVisitor } from '../../lib/session/visitor-context';
import { acceptInvestorDisclosure } from './api/accept-investor-disclosure';
import { openInvestorSigning } from './api/open-investor-signing';
import { signAsInvestor } from './api/sign-as-investor';
import { DelegateSigningNotice } from './delegate-signing-notice';
import { errorText } from './error-text';
import styles from './signing.module.css';
import { SigningCeremony } from './signing-ceremony';
import { useSigningCalls } from './use-signing-calls';

export type SigningPanelProps = { transactionIntegrationId: string; onSigned(): void };

export const SigningPanel = (props: SigningPanelProps) => {
  const { visitor } = useVisitor();
  // A delegate never signs (docs/security.md 'Delegates'): the server refuses them the signing calls.
  if (visitor?.delegateEmail && visitor.user) {
    const investorName = `${visitor.user.firstName} ${visitor.user.lastName}`.trim() || visitor.user.email1;
    return (
      <DelegateSigningNotice transactionIntegrationId={props.transactionIntegrationId} investorName={investorName} />
    );
  }
  return <InvestorSigningPanel {...props} />;
};

const InvestorSigningPanel = ({ transactionIntegrationId, onSigned }: SigningPanelProps) => {
  const { view, setView, isBusy, error, run } = useSigningCalls();
  const [loadError, setLoadError] = useState<string | null>(null);
  const onSignedRef = useRef(onSigned);
  onSignedRef.current = onSigned;
  const hasReported = useRef(false);

  useEffect(() => {
    let isCurrent = true;
    setView(null);
    setLoadError(null);
    openInvestorSigning(transactionIntegrationId)
      .then((opened) => isCurrent && setView(opened))
      .catch((failure: unknown) => isCurrent && setLoadError(errorText(failure)));
    return () => {
      isCurrent = false;
    };
  }, [transactionIntegrationId, setView]);

  useEffect(() => {
    if (!view?.me.hasSigned || hasReported.current) return;
    hasReported.current = true;
    onSignedRef.current();
  }, [view]);

  if (loadError) {
    return (
      <p className={styles.error} role="alert">
        {loadError}
      </p>
    );
  }
  if (!view) return <Loading label="Preparing your agreement…" />;
  return (
    <SigningCeremony
      view={view}
      isBusy={isBusy}
      error={error}
      onAccept={(disclosureSha256, hasReceivedDocuments) =>
        run(() => acceptInvestorDisclosure({ transactionIntegrationId, disclosureSha256, hasReceivedDocuments }))
      }
      onSign={(signature) =>
        run(async () => (await signAsInvestor({ transactionIntegrationId, intentToSign: true, signature })).view)
      }
    />
  );
};
