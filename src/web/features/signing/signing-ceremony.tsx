// One signer's signing, for the investor on the signing step and for co-signers from their link (docs/design.md §7):
// read the agreement (and the investor the tax form signed with it), accept the disclosure, adopt a signature, state
// the intent to sign, sign; a guide at the foot of the screen counts the places left and takes the signer to the next
// one (Start → Sign here → Finish).
import { useState } from 'react';
import type { AdoptedSignature, SigningView } from '../../../shared/api/signing';
import { DisclosureConsent } from '../../components/signature/disclosure-consent';
import { IntentToSign } from '../../components/signature/intent-to-sign';
import { SignatureAdoption } from '../../components/signature/signature-adoption';
import { adoptedSignatureOf, draftFor } from '../../components/signature/signature-draft';
import { Button } from '../../components/ui/button';
import { AgreementDocument } from './agreement-document';
import { GUIDE_TARGETS, guideState } from './ceremony-guide';
import { CeremonyGuideBar } from './ceremony-guide-bar';
import { canSubmitSignature, ceremonyStage } from './ceremony-rules';
import { SignersList } from './signers-list';
import styles from './signing.module.css';
import { TaxFormDocument } from './tax-form-document';

type SigningCeremonyProps = {
  view: SigningView;
  isBusy: boolean;
  error: string | null;
  onAccept: (disclosureSha256: string, hasReceivedDocuments: boolean) => void;
  onSign: (signature: AdoptedSignature) => void;
};

export const SigningCeremony = ({ view, isBusy, error, onAccept, onSign }: SigningCeremonyProps) => {
  const [draft, setDraft] = useState(() => draftFor(view.me.name));
  const [hasIntent, setIntent] = useState(false);
  const stage = ceremonyStage(view);
  const signature = adoptedSignatureOf(draft);
  const canSubmit = canSubmitSignature({ view, draft, hasIntent, isBusy });
  const [hasStarted, setStarted] = useState(false);
  const guide = guideState({ stage, hasSignature: signature !== null, hasIntent, hasStarted });

  return (
    <div className={styles.ceremony}>
      <AgreementDocument view={view} />
      {view.taxForm && <TaxFormDocument view={view} taxForm={view.taxForm} />}
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
        <div id={GUIDE_TARGETS.consent} className={styles.place}>
          <DisclosureConsent
            disclosure={view.disclosure}
            hasConsented={view.me.hasConsented}
            isDisabled={stage === 'blocked'}
            isBusy={isBusy}
            documents={view.governingDocuments}
            onAccept={onAccept}
          />
        </div>
      )}
      {stage === 'sign' && (
        <section id={GUIDE_TARGETS.signHere} className={`${styles.section} ${styles.place}`} aria-label="Signature">
          <SignatureAdoption draft={draft} isDisabled={isBusy} onChange={setDraft} />
          <IntentToSign
            documentName={
              view.taxForm ? `subscription agreement and this ${view.taxForm.title}` : 'subscription agreement'
            }
            isChecked={hasIntent}
            onChange={setIntent}
          />
          <div className={styles.actions}>
            <Button
              id={GUIDE_TARGETS.finish}
              variant="primary"
              isLarge
              isFullOnPhone
              disabled={!canSubmit}
              isBusy={isBusy}
              onClick={() => signature && onSign(signature)}
            >
              {view.taxForm ? 'Sign the agreement and the tax form' : 'Sign the agreement'}
            </Button>
          </div>
        </section>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <CeremonyGuideBar guide={guide} onStart={() => setStarted(true)} />
    </div>
  );
};
