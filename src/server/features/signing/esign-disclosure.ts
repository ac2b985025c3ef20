// The electronic-records disclosure each signer accepts before signing (the ESIGN Act's consumer disclosure: scope,
// paper copies, withdrawing consent, updating contact details, hardware and software). Its SHA-256 is recorded with
// the consent and printed on the certificate, so what a signer was shown can be proven later. Change the text only
// together with DISCLOSURE_VERSION.
import type { Disclosure } from '../../../shared/api/signing';
import { sha256Hex } from '../../security/sha256';

export const DISCLOSURE_VERSION = '2026-01';

const TITLE = 'Electronic Records and Signature Disclosure';

const SECTIONS: Disclosure['sections'] = [
  {
    heading: 'What this consent covers',
    text: 'You agree to receive, review and sign electronically the subscription agreement for this investment and the records that belong to it: the disclosures, notices and confirmations we give you about this subscription. Your consent applies to this subscription only.',
  },
  {
    heading: 'Paper copies',
    text: 'You may ask for a paper copy of any record we provide or make available electronically, free of charge, by writing to investor relations. You can also download and print the signed agreement from the portal at any time.',
  },
  {
    heading: 'Withdrawing your consent',
    text: 'You may withdraw your consent to electronic records and signatures at any time before you sign by contacting investor relations; we will then send you the agreement on paper to sign by hand, which may delay your subscription. Withdrawing consent does not affect records you have already signed electronically.',
  },
  {
    heading: 'Keeping your contact details up to date',
    text: 'We send notices to the e-mail address on your account. You can update it under Account settings, or by writing to investor relations. Co-signers can ask the investor or investor relations to update their e-mail address.',
  },
  {
    heading: 'Hardware and software you need',
    text: 'A computer, tablet or phone with a current version of Chrome, Edge, Firefox or Safari with JavaScript and cookies enabled; software that opens PDF documents; access to your e-mail; and a printer or storage if you want to keep copies.',
  },
];

/** The exact text that is hashed: title, then each heading and paragraph, separated by blank lines. */
export const disclosureText = (disclosure: Pick<Disclosure, 'title' | 'sections'>): string =>
  [disclosure.title, ...disclosure.sections.flatMap((s) => [s.heading, s.text])].join('\n\n');

export const ESIGN_DISCLOSURE: Disclosure = {
  version: DISCLOSURE_VERSION,
  title: TITLE,
  sections: SECTIONS,
  sha256: sha256Hex(disclosureText({ title: TITLE, sections: SECTIONS })),
};
