// Step 1's text (docs/spec.md §3 syndicationProgramSignUpAcknowledgmentsText): the investor's own text when investor relations
// set one, else the program's standard overview and acknowledgments below. Paragraphs are separated by blank lines;
// the investor accepts the text they read, named by its SHA-256.
import type { SyndicationFields } from '../../../shared/domain/syndication';
import { sha256Hex } from '../../security/sha256';

export const DEFAULT_ACKNOWLEDGMENTS_TEXT = [
  'The Syndication Program lets accredited investors invest alongside us in individual private companies, one deal at a time, each through a special purpose vehicle formed for that deal. Members receive deal summaries in this portal and by e-mail and decide deal by deal whether to invest. There is no obligation to invest in any deal.',
  'By joining the Syndication Program, you acknowledge and agree that:',
  '1. Only accredited investors may participate. You confirm that you are an accredited investor under Rule 501(a) of Regulation D under the Securities Act of 1933: an income of more than $200,000 (or $300,000 jointly with a spouse or spousal equivalent) in each of the last two years with the same expected this year; a net worth of more than $1,000,000 excluding your primary residence; or a Series 7, 65 or 82 licence in good standing. You will provide evidence of it, and we verify it before you can invest.',
  '2. Investments in private companies are speculative and illiquid. You may lose your entire investment, you may not be able to sell or transfer your interest for many years, and past results of other deals do not predict future ones.',
  '3. Deal information is confidential. You will sign the program’s non-disclosure agreement and keep every deal summary, document and data-room file confidential.',
  '4. Nothing we share is investment, legal or tax advice, a recommendation, or an offer to sell securities. Each investment is offered only through its own offering documents, which govern; read them and consult your own advisers before investing.',
  '5. We verify your identity and your accreditation before you can take part, and may ask you to verify them again. An accreditation based on net worth is valid for 90 days, one based on income or a licence for one year.',
  '6. New members wait 30 days after accepting these acknowledgments before deals are shown to them.',
  '7. Each special purpose vehicle charges the fees and carried interest stated in its offering documents, which may differ from deal to deal.',
  '8. Participation is at our discretion. We may decline or end it at any time, and you may leave the program at any time by writing to investor relations.',
].join('\n\n');

/** The text the investor is shown and accepts: their own when set (and not blank), else the standard one. */
export const acknowledgmentsTextOf = (
  fields: Pick<SyndicationFields, 'syndicationProgramSignUpAcknowledgmentsText'>,
) => {
  const own = fields.syndicationProgramSignUpAcknowledgmentsText;
  return own !== null && own.trim() !== '' ? own : DEFAULT_ACKNOWLEDGMENTS_TEXT;
};

/** SHA-256 (hex) of the text's UTF-8 bytes, as the browser computes it. */
export const acknowledgmentsSha256 = (text: string): string => sha256Hex(Buffer.from(text, 'utf8'));
