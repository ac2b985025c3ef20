// The certificate of a document the portal generated (the syndication NDA) names that document and its signer's
// part in it; a fund's subscription agreement keeps the certificate as built.
import type { EnvelopeRow } from '../envelopes-repository';
import type { Certificate } from '../pdf/certificate-page';

export const SYNDICATION_NDA_TITLE = 'Syndication Program Confidentiality and Non-Disclosure Agreement';

export const documentCertificate = (envelope: Pick<EnvelopeRow, 'purpose'>, certificate: Certificate): Certificate =>
  envelope.purpose === 'syndicationNda'
    ? {
        ...certificate,
        documentTitle: SYNDICATION_NDA_TITLE,
        signers: certificate.signers.map((signer) => ({ ...signer, roleTitle: 'Recipient' })),
      }
    : certificate;
