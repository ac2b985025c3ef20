// /sign/:token — a co-signer (joint subscriber or spouse) opens the link e-mailed to them, confirms the code sent to
// the same address, and signs in a session of their own (docs/design.md §7). No portal account is needed.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { type OpenLinkAnswer, signerIdOfLinkToken } from '../../../shared/api/signing';
import { Lead, Loading, Page, PageHeading } from '../../components/ui/page';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { acceptCoSignerDisclosure } from './api/accept-co-signer-disclosure';
import { getCoSignerView } from './api/get-co-signer-view';
import { openSigningLink } from './api/open-signing-link';
import { signAsCoSigner } from './api/sign-as-co-signer';
import { CoSignerCodeForm } from './co-signer-code-form';
import { CoSignerDone } from './co-signer-done';
import { errorText } from './error-text';
import styles from './signing.module.css';
import { SigningCeremony } from './signing-ceremony';
import { useSigningCalls } from './use-signing-calls';

const LINK_NOT_RECOGNISED =
  'We do not recognise this link. Please open the link from your latest e-mail, or ask the investor to send a new one.';

type Stage =
  | { kind: 'opening' }
  | { kind: 'refused'; message: string }
  | { kind: 'code'; opened: OpenLinkAnswer }
  | { kind: 'signing' };

export const CoSignerPage = () => {
  useDocumentTitle('Sign the subscription agreement');
  const { token = '' } = useParams();
  const signerId = signerIdOfLinkToken(token);
  const [stage, setStage] = useState<Stage>({ kind: 'opening' });
  const { view, setView, isBusy, error, run } = useSigningCalls();

  useEffect(() => {
    let isCurrent = true;
    if (!signerId) {
      setStage({ kind: 'refused', message: LINK_NOT_RECOGNISED });
      return;
    }
    const open = async () => {
      const opened = await openSigningLink(signerId, token);
      if (!opened.isVerified) return isCurrent && setStage({ kind: 'code', opened });
      const current = await getCoSignerView(signerId);
      if (!isCurrent) return;
      setView(current);
      setStage({ kind: 'signing' });
    };
    open().catch((failure: unknown) => isCurrent && setStage({ kind: 'refused', message: errorText(failure) }));
    return () => {
      isCurrent = false;
    };
  }, [signerId, token, setView]);

  return (
    <Page isNarrow>
      <PageHeading focusKey={stage.kind}>Sign the subscription agreement</PageHeading>
      {stage.kind === 'opening' && <Loading label="Opening your link…" />}
      {stage.kind === 'refused' && (
        <p className={styles.error} role="alert">
          {stage.message}
        </p>
      )}
      {stage.kind === 'code' && (
        <CoSignerCodeForm
          opened={stage.opened}
          onVerified={(verified) => {
            setView(verified);
            setStage({ kind: 'signing' });
          }}
        />
      )}
      {stage.kind === 'signing' && view && view.me.hasSigned && <CoSignerDone view={view} />}
      {stage.kind === 'signing' && view && !view.me.hasSigned && signerId && (
        <>
          <Lead>
            Hello {view.me.name}. {view.signers.find((s) => s.role === 'investor')?.name ?? 'The investor'} has asked
            you to sign the subscription agreement for {view.fundName}.
          </Lead>
          <SigningCeremony
            view={view}
            isBusy={isBusy}
            error={error}
            onAccept={(disclosureSha256) => run(() => acceptCoSignerDisclosure(signerId, { disclosureSha256 }))}
            onSign={(signature) => run(() => signAsCoSigner(signerId, { intentToSign: true, signature }))}
          />
        </>
      )}
    </Page>
  );
};
