// One signer's signing, for the investor on the signing step and for co-signers from their link (docs/design.md §7):
// read the agreement (and the investor the tax form signed with it), accept the disclosure, adopt a signature, state
// the intent to sign, sign; a guide at the foot of the screen counts the places left and its button performs the next
// one itself (Agree to sign electronically → Sign here → Finish), so that a phone signs with one thumb.
import { useState } from 'react';
import type { AdoptedSignature, SigningView } from '../../../shared/api/signing';
import { DisclosureConsent } from '../../components/signature/disclosure-consent';
import { IntentToSign } from '../../components/signature/intent-to-sign';
import { SignatureAdoption } from '../../components/signature/signature-adoption';
import { adoptedSignatureOf, draftFor } from '../../components/signature/signature-draft';
import { Button } from '../../components/ui/button';
import { AgreementDocument } from './agreement-document';
import { GUIDE_TARGETS, guideState, MY_PLACE_ID } from './ceremony-guide';
import { CeremonyGuideBar, goToPlace } from './ceremony-guide-bar';
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
  const guide = guideState({ stage, hasSignature: signature !== null, hasIntent });
  const documentName = view.taxForm
    ? `subscription agreement and this ${view.taxForm.title}`
    : 'subscription agreement';
  const hasGoverningDocuments = view.governingDocuments.length > 0;
  // The guide's button: the consent (with the governing documents its words name), the signature placed at the
  // signer's place (or, with none adopted yet, the way to adopt one), then the signing itself.
  const onGuide = () => {
    switch (guide.next?.id) {
      case 'consent':
        return onAccept(view.disclosure.sha256, hasGoverningDocuments);
      case 'signHere':
        if (!signature) return goToPlace(GUIDE_TARGETS.signHere);
        setIntent(true);
        return requestAnimationFrame(() =>
          document.getElementById(MY_PLACE_ID)?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
        );
      case 'finish':
        if (canSubmit && signature) onSign(signature);
        return;
    }
  };

  return (
    <div className={styles.ceremony}>
      <AgreementDocument view={view} placed={stage === 'sign' && hasIntent ? signature : null} />
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
          <IntentToSign documentName={documentName} isChecked={hasIntent} onChange={setIntent} />
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
      <CeremonyGuideBar
        guide={guide}
        documentName={documentName}
        hasGoverningDocuments={hasGoverningDocuments}
        hasSignature={signature !== null}
        isBusy={isBusy}
        onAction={onGuide}
      />
    </div>
  );
};
