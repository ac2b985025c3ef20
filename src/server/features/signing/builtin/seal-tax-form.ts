// The tax form's seal (docs/signing.md 'The tax form'), made in the same database transaction as the agreement's: the
// investor's signature and date stamped where the form placed them, a certificate page with the same evidence, and
// the portal's digital signature. Only the investor (the primary signer) signs the form; co-signers sign the
// agreement alone. The sealed form is stored encrypted: it carries the whole tax id.
import type { SignerRow } from '../envelope-signers-repository';
import type { EnvelopeRow } from '../envelopes-repository';
import { sealAgreement } from '../pdf/render-agreement';
import { TAX_FORM_TITLES } from '../pdf/tax-form-pdf';
import type { SigningRepositories } from '../signing-repositories';
import type { BuiltinProviderDeps } from './builtin-deps';
import { certificateOf, stampedSigners } from './certificate-of';

export const taxFormSigners = (signers: readonly SignerRow[]): SignerRow[] =>
  signers.filter((s) => s.role === 'investor');

export const sealTaxForm = async (
  repos: SigningRepositories,
  envelope: EnvelopeRow,
  signers: readonly SignerRow[],
  { at, fundName }: { at: Date; fundName: string },
  { identity }: Pick<BuiltinProviderDeps, 'identity'>,
): Promise<{ id: string; sha256: string } | null> => {
  if (!envelope.taxFormKind || !envelope.taxFormFilledDocumentId) return null;
  const filled = await repos.documents.findById(envelope.taxFormFilledDocumentId);
  if (!filled) throw new Error(`Envelope ${envelope.id} has no filled tax form`);
  const investor = taxFormSigners(signers);
  // The event trail names every signer of the envelope; the form's certificate lists the one who signed the form.
  const certificate = await certificateOf(repos, envelope, signers, {
    fundName,
    filledSha256: filled.sha256,
    completedAt: at,
  });
  const bytes = await sealAgreement({
    filled: filled.bytes,
    placements: envelope.taxFormPlacements ?? {},
    signers: stampedSigners(investor),
    certificate: {
      ...certificate,
      documentTitle: `Form ${envelope.taxFormKind} (substitute), ${TAX_FORM_TITLES[envelope.taxFormKind]}`,
      signers: certificate.signers.filter((s) => s.role === 'investor'),
    },
    identity,
  });
  return repos.documents.create({
    kind: 'sealed',
    fileName: filled.fileName.replace(/\.pdf$/, '-signed.pdf'),
    bytes,
    containsTaxId: true,
    ownerUserId: envelope.ownerUserId,
  });
};
