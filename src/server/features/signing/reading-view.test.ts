// One agreement text, two renderings (docs/signing.md 'Reading view'): the words of the reading view a signer's page
// shows are the words poppler reads from the PDF filled for the same subscription, the values included.
import { describe, expect, it } from 'vitest';
import { type AgreementFields, emptyAgreementFields } from './agreement-fields';
import { PORTAL_AGREEMENT } from './agreement-text';
import { buildDemoAgreementTemplate } from './pdf/demo-template';
import { fillAgreement } from './pdf/fill-agreement';
import { readingView } from './reading-view';
import { pdftotext } from './testing/pdftotext';

const FIELDS: AgreementFields = {
  ...emptyAgreementFields(),
  fundLegalName: 'Venture Fund IV, L.P.',
  investorName: 'Ada Lovelace',
  investorEmail: 'ada@example.com',
  methodOfInvestment: 'Joint Tenants with Rights of Survivorship',
  investorTaxId: '123-45-6789',
  coInvestorName: 'Charles Babbage',
  coInvestorTaxId: '321-54-4321',
  coInvestorAddress: '1 Market Street, San Francisco, CA 94105, US',
  commitmentAmount: '$25,000.00',
  residenceAddress: '350 Fifth Avenue, New York, NY 10118, US',
  accreditation: 'Net worth over $1 million',
  investorSignerName: 'Ada Lovelace',
  coInvestorSignerName: 'Charles Babbage',
};

/** The words of a text, sorted: the PDF's reading order of a label and its value beside it is poppler's. */
const words = (text: string): string[] => text.split(/\s+/).filter(Boolean).sort();

/** What the PDF prints around the signature lines that the reading view says as the place's state. */
const SIGNATURE_LINE_WORDS = ['Signature', 'Date'];

describe('the reading view of the portal’s agreement', () => {
  it('holds the same words and values as the PDF filled for the same subscription', async () => {
    const filled = await fillAgreement(await buildDemoAgreementTemplate(), FIELDS);
    const pdfWords = words(await pdftotext(filled.pdf));
    const blocks = readingView(FIELDS);
    const readingWords = words(
      [
        ...blocks.map((block) => [block.label ?? '', block.text].join(' ')),
        ...blocks.filter((block) => block.kind === 'signature').flatMap(() => SIGNATURE_LINE_WORDS),
      ].join(' '),
    );
    expect(readingWords).toEqual(pdfWords);
    // The values are there, tax ids masked in both.
    expect(pdfWords).toEqual(expect.arrayContaining(['•••-••-6789', '$25,000.00', 'Babbage', '94105,']));
  });

  it('masks tax ids and keeps every block of the text in order', () => {
    const blocks = readingView(FIELDS);
    const taxId = blocks.find((block) => block.label === 'Tax id (SSN or foreign)');
    expect(taxId?.text).toBe('•••-••-6789');
    expect(JSON.stringify(blocks)).not.toContain('123-45-6789');
    const texts = PORTAL_AGREEMENT.filter((block) => block.kind === 'paragraph' || block.kind === 'heading').map(
      (block) => ('text' in block ? block.text : ''),
    );
    expect(blocks.filter((b) => b.kind === 'paragraph' || b.kind === 'heading').map((b) => b.text)).toEqual(texts);
    expect(blocks.filter((b) => b.kind === 'signature').map((b) => b.role)).toEqual([
      'investor',
      'coInvestor',
      'spouse',
    ]);
  });
});
