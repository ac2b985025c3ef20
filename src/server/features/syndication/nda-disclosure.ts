// The electronic-records disclosure accepted before signing the NDA (ESIGN consent, docs/design.md §7): the agreement's
// disclosure with its scope set to the syndication program, hashed the same way and recorded with the consent.
import type { Disclosure } from '../../../shared/api/signing';
import { sha256Hex } from '../../security/sha256';
import { DISCLOSURE_VERSION, disclosureText, ESIGN_DISCLOSURE } from '../signing/public-api';

const SCOPE = {
  heading: 'What this consent covers',
  text: 'You agree to receive, review and sign electronically the Syndication Program non-disclosure agreement and the records that belong to your program membership: the acknowledgments, notices and confirmations we give you about the program. Your consent applies to the Syndication Program only.',
};

const sections = [SCOPE, ...ESIGN_DISCLOSURE.sections.slice(1)];

export const NDA_DISCLOSURE: Disclosure = {
  version: DISCLOSURE_VERSION,
  title: ESIGN_DISCLOSURE.title,
  sections,
  sha256: sha256Hex(disclosureText({ title: ESIGN_DISCLOSURE.title, sections })),
};
