// The portal's own subscription agreement as one source with two renderings (docs/signing.md 'Reading view'): the PDF
// template drawn from it (pdf/demo-template.ts), and the reading view a signer's page shows, its text at body size with
// the subscription's values in place (reading-view.ts). A fund that uploads its own template has its PDF alone.
import { createHash } from 'node:crypto';
import type { SignerRole } from '../../../shared/api/signing';
import type { AgreementFieldName } from './agreement-fields';

export type AgreementBlock =
  | { kind: 'title' | 'heading' | 'paragraph'; text: string }
  /** A value of the subscription beside its label. */
  | { kind: 'field'; name: AgreementFieldName; label: string }
  /** One signer's signature and date lines, then their printed name. */
  | { kind: 'signature'; role: SignerRole; title: string }
  | { kind: 'pageBreak' };

const REPRESENTATIONS = [
  'The Subscriber is an accredited investor or a qualified purchaser as stated above, and will tell the Fund promptly if that ceases to be true before the Subscriber is admitted.',
  'The Subscriber acquires the interest for their own account, for investment, and not with a view to its distribution. The interest has not been registered under the Securities Act of 1933 and may not be sold or transferred except as the Fund documents allow.',
  'The Subscriber has read the Fund documents, has had the opportunity to ask questions, understands that an investment in the Fund is speculative and illiquid, and can bear the loss of the whole commitment.',
  'The information given in this Subscription Agreement is complete and correct. The Fund may rely on it and may ask for documents that confirm it, including for anti-money-laundering checks.',
];

const field = (name: AgreementFieldName, label: string): AgreementBlock => ({ kind: 'field', name, label });
const heading = (text: string): AgreementBlock => ({ kind: 'heading', text });
const paragraph = (text: string): AgreementBlock => ({ kind: 'paragraph', text });

export const PORTAL_AGREEMENT: readonly AgreementBlock[] = [
  { kind: 'title', text: 'SUBSCRIPTION AGREEMENT' },
  field('fundLegalName', 'Fund'),
  paragraph(
    "The undersigned (the 'Subscriber') subscribes for an interest in the fund named above (the 'Fund') on the terms of this Subscription Agreement and of the Fund's governing documents, for the commitment stated below.",
  ),
  heading('1. Subscription'),
  field('commitmentAmount', 'Commitment amount (USD)'),
  heading('2. Subscriber'),
  field('investorName', 'Name'),
  field('investorEmail', 'E-mail'),
  field('methodOfInvestment', 'Method of investment'),
  field('entityName', 'Entity or trust name'),
  field('investorTaxId', 'Tax id (SSN or foreign)'),
  field('entityTaxId', 'Entity or IRA EIN'),
  field('residenceAddress', 'Residence address'),
  field('investmentAddress', 'Investment address'),
  field('iraDetails', 'IRA custodian'),
  field('spouseName', 'Spouse (if consenting)'),
  heading('3. Joint subscriber (joint tenants with rights of survivorship)'),
  field('coInvestorName', 'Name'),
  field('coInvestorTaxId', 'Tax id (SSN)'),
  field('coInvestorAddress', 'Residence address'),
  heading('4. Investor status'),
  field('accreditation', 'Accreditation'),
  field('qualifiedPurchaser', 'Qualified purchaser'),
  field('promotedInterest', 'Promoted interest (80/20)'),
  { kind: 'pageBreak' },
  heading('5. Representations of the Subscriber'),
  ...REPRESENTATIONS.map((text, index) => paragraph(`(${String.fromCharCode(97 + index)}) ${text}`)),
  heading('6. Electronic signatures'),
  paragraph(
    'The parties agree that this Subscription Agreement may be signed electronically. An electronic signature adopted by a signer, together with the record of its adoption appended to this document, has the same effect as a handwritten signature.',
  ),
  heading('7. Signatures'),
  { kind: 'signature', role: 'investor', title: 'Subscriber' },
  { kind: 'signature', role: 'coInvestor', title: 'Joint subscriber (JTWROS only)' },
  paragraph(
    'The undersigned spouse of the Subscriber has read this Subscription Agreement and consents to the subscription, including as to any community-property interest the spouse may have in the interest subscribed for.',
  ),
  { kind: 'signature', role: 'spouse', title: 'Spouse (community-property states only)' },
];

/** The printed-name field under each signer's lines. */
export const signerNameField = (role: SignerRole): AgreementFieldName => `${role}SignerName`;
export const PRINTED_NAME_LABEL = 'Printed name';

/**
 * The version of the text an envelope was filled from, kept in its fill record: the reading view is shown only for an
 * agreement filled from this very text (an envelope filled from an earlier wording has its PDF alone).
 */
export const PORTAL_AGREEMENT_VERSION = createHash('sha256').update(JSON.stringify(PORTAL_AGREEMENT)).digest('hex');
