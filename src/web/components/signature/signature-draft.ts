// The signature being adopted (docs/design.md §7): the name typed, or the picture drawn on the pad. Only a complete draft
// becomes the signature sent to the server.
import { type AdoptedSignature, isTypedSignature } from '../../../shared/api/signing';

export type SignatureKind = 'typed' | 'drawn';

export type SignatureDraft = { kind: SignatureKind; typedName: string; drawnPng: string | null };

/** Typing starts prefilled with the signer's name as the agreement names them. */
export const draftFor = (name: string): SignatureDraft => ({ kind: 'typed', typedName: name, drawnPng: null });

export const adoptedSignatureOf = ({ kind, typedName, drawnPng }: SignatureDraft): AdoptedSignature | null => {
  if (kind === 'drawn') return drawnPng ? { kind: 'drawn', imagePng: drawnPng } : null;
  return isTypedSignature(typedName) ? { kind: 'typed', text: typedName.trim().replace(/\s+/g, ' ') } : null;
};
