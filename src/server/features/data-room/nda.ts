// The data room's click-through confidentiality agreement (docs/data-room.md 'NDA'): the fund's own text, or the
// standard one naming the fund. The acceptance records the SHA-256 of exactly the text shown, so a changed text is
// never taken as accepted.
import { sha256Hex } from '../../security/sha256';

export const standardNdaText = (legalName: string): string =>
  [
    `Confidentiality agreement for the data room of ${legalName}`,
    `The documents in this data room (the offering memorandum, the partnership agreement, presentations, financial statements and any other materials) are confidential information of ${legalName} and its manager, provided only so that you can evaluate an investment in the fund.`,
    'You agree to keep them confidential, to use them only to evaluate that investment, and not to copy, forward or disclose them to anyone other than your professional advisers, who must keep them confidential too.',
    'Every copy you open or download is marked with your name, your e-mail address and the time. If you decide not to invest, you will delete any copies you made when asked.',
    'This agreement does not oblige you to invest. It lasts for two years from the day you accept it.',
  ].join('\n\n');

export const ndaTextOf = (settings: { ndaText: string }, legalName: string): string =>
  settings.ndaText.trim() === '' ? standardNdaText(legalName) : settings.ndaText.trim();

export const ndaParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

export const ndaHash = (text: string): string => sha256Hex(text);
