// The certificate's content, read from the envelope's records: each signer's evidence and the event trail, as they
// stand when the agreement is sealed (and again when the fund countersigns it).
import type { SignerRow } from '../envelope-signers-repository';
import type { EnvelopeRow } from '../envelopes-repository';
import { DISCLOSURE_VERSION } from '../esign-disclosure';
import type { Certificate } from '../pdf/certificate-page';
import type { SignatureMark } from '../pdf/signature-mark';
import type { StampedSigner } from '../pdf/stamp-signatures';
import type { SigningRepositories } from '../signing-repositories';

export const markOf = (signer: SignerRow): SignatureMark | null => {
  if (signer.signatureKind === 'typed' && signer.signatureText) return { kind: 'typed', text: signer.signatureText };
  if (signer.signatureKind === 'drawn' && signer.signatureImage) return { kind: 'drawn', png: signer.signatureImage };
  return null;
};

export const stampedSigners = (signers: readonly SignerRow[]): StampedSigner[] =>
  signers.flatMap((signer) => {
    const mark = markOf(signer);
    return signer.status === 'signed' && signer.signedAt && mark
      ? [{ role: signer.role, name: signer.name, signedAt: signer.signedAt, mark }]
      : [];
  });

export const certificateOf = async (
  repos: Pick<SigningRepositories, 'events'>,
  envelope: EnvelopeRow,
  signers: readonly SignerRow[],
  { fundName, filledSha256, completedAt }: { fundName: string; filledSha256: string; completedAt: Date },
): Promise<Certificate> => {
  const names = new Map(signers.map((s) => [s.id, s.name]));
  const events = await repos.events.list(envelope.id);
  return {
    envelopeId: envelope.id,
    fundName,
    filledSha256,
    completedAt,
    disclosureVersion: DISCLOSURE_VERSION,
    signers: signers.map((s) => ({
      role: s.role,
      name: s.name,
      email: s.email,
      authMethod: s.authMethod,
      consentedAt: s.consentedAt,
      consentSha256: s.consentSha256,
      consentIp: s.consentIp,
      consentUserAgent: s.consentUserAgent,
      signedAt: s.signedAt,
      signIp: s.signIp,
      signUserAgent: s.signUserAgent,
      mark: markOf(s),
    })),
    events: events.map((e) => ({
      at: e.at,
      type: e.type,
      who: (e.signerId && names.get(e.signerId)) ?? null,
      ip: e.ip,
    })),
  };
};
