// When the signer may go on (docs/design.md §7 order: read the agreement, accept the disclosure, adopt a signature,
// state the intent to sign). The server checks all of it again; this only keeps the buttons honest.
import type { SigningView } from '../../../shared/api/signing';
import { adoptedSignatureOf, type SignatureDraft } from '../../components/signature/signature-draft';

export type CeremonyStage = 'consent' | 'sign' | 'signed' | 'blocked';

export const ceremonyStage = (view: SigningView): CeremonyStage => {
  if (view.me.hasSigned) return 'signed';
  if (!view.canSign) return 'blocked';
  return view.me.hasConsented ? 'sign' : 'consent';
};

export const canSubmitSignature = ({
  view,
  draft,
  hasIntent,
  isBusy,
}: {
  view: SigningView;
  draft: SignatureDraft;
  hasIntent: boolean;
  isBusy: boolean;
}): boolean => ceremonyStage(view) === 'sign' && hasIntent && !isBusy && adoptedSignatureOf(draft) !== null;
