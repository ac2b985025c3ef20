// One signer's signing, for the investor on the signing step and for co-signers from their link (DESIGN.md §7):
// read the agreement, accept the disclosure, adopt a signature, state the intent to sign, sign.
import { useState } from 'react';
import type { AdoptedSignature, SigningView } from '../../../shared/api/signing';
import { DisclosureConsent } from '../../components/signature/disclosure-consent';
import { IntentToSign } from '../../components/signature/intent-to-sign';
import { SignatureAdoption } from '../../components/signature/signature-adoption';
import { adoptedSignatureOf, draftFor } from '../../components/signature/signature-draft';
import { Button } from '../../components/ui/button';
import { AgreementDocument } from './agreement-document';
import { canSubmitSignature, ceremonyStage } from './ceremony-rules';
import { SignersList } from './signers-list';
import styles from './signing.module.css';

type SigningCeremonyProps = {
  view: SigningView;
  isBusy: boolean;
  error: string | null;
  onAccept: (disclosureSha256: string) => void;
  onSign: (signature: AdoptedSignature) => void;
};

export const SigningCeremony = ({ view, isBusy, error, onAccept, onSign }: SigningCeremonyProps) => {
  const [draft, setDraft] = useState(() => draftFor(view.me.name));
  const [hasIntent, setIntent] = useState(false);
  const stage = ceremonyStage(view);
  const signature = adoptedSignatureOf(draft);
  const canSubmit = canSubmitSignature({ view, draft, hasIntent, isBusy });

  return (
    <div className={styles.ceremony}>
      <AgreementDocument view={view} />
      <section className={styles.section} aria-labelledby="signers-heading">
        <h2 id="signers-heading">Who signs</h2>
        <SignersList signers={view.signers} meId={view.me.signerId} />
      </section>
      {stage === 'blocked' && view.cannotSignReason && (
        <p className={styles.notice} role="note">
          {view.cannotSignReason}
        </p>
      )}
      {stage !== 'signed' && (
        <DisclosureConsent
          disclosure={view.disclosure}
          hasConsented={view.me.hasConsented}
          isDisabled={stage === 'blocked'}
          isBusy={isBusy}
          onAccept={onAccept}
        />
      )}
      {stage === 'sign' && (
        <section className={styles.section} aria-label="Signature">
          <SignatureAdoption draft={draft} isDisabled={isBusy} onChange={setDraft} />
          <IntentToSign documentName="subscription agreement" isChecked={hasIntent} onChange={setIntent} />
          <div className={styles.actions}>
            <Button
              variant="primary"
              isLarge
              isFullOnPhone
              disabled={!canSubmit}
              isBusy={isBusy}
              onClick={() => signature && onSign(signature)}
            >
              Sign the agreement
            </Button>
          </div>
        </section>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
