import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { FlowValues } from '../../../../shared/domain/flow-values';
import { TAX_FORM_CERTIFICATIONS, type TaxFormValues } from '../../../../shared/domain/tax-forms';
import { DEMO_PEOPLE } from '../../../db/seed/demo-people';
import { taxFormData } from '../tax-form-data';
import { pdfText } from '../testing/pdf-inspect';
import { checkedOptions, pdftotext, pdftotextLayout, valueUnder } from '../testing/pdftotext';
import { renderTaxForm } from './tax-form-pdf';

const FUND = 'Venture Fund IV, L.P.';

const demoAccount = (label: string): FlowValues => {
  const account = DEMO_PEOPLE.flatMap((p) => p.signedAccounts).find((a) => a.label === label);
  if (!account) throw new Error(`No demo account '${label}'`);
  return account.values;
};

const withAnswers = (values: FlowValues, answers: Partial<TaxFormValues>): FlowValues =>
  ({ ...values, ...answers }) as FlowValues;

const formOf = async (values: FlowValues, signerName = 'Marie Curie') => {
  const data = taxFormData({ values, signerName, collectTaxForms: true });
  if (!data) throw new Error('No tax form');
  const rendered = await renderTaxForm({ data, fundLegalName: FUND });
  return { data, rendered, text: await pdftotext(rendered.pdf), layout: await pdftotextLayout(rendered.pdf) };
};

/** The certification as pdftotext reads it back: one paragraph after another, spaces folded. */
const certificationText = (kind: keyof typeof TAX_FORM_CERTIFICATIONS) =>
  TAX_FORM_CERTIFICATIONS[kind].split('\n').map((p) => p.replace(/\s+/g, ' '));

/** Straight lines drawn in the content streams: rules, and the line through a struck item. */
const strokeCount = async (pdf: Uint8Array) => ((await pdfText(pdf)).match(/ l\nS\n/g) ?? []).length;

describe('which tax form a subscription carries', () => {
  it('carries none when the fund does not collect tax forms', () => {
    expect(
      taxFormData({ values: demoAccount('individual'), signerName: 'Marie Curie', collectTaxForms: false }),
    ).toBeNull();
  });

  it('carries none for a self-directed IRA: the custodian furnishes its own W-9', () => {
    expect(
      taxFormData({ values: demoAccount('self-directed IRA'), signerName: 'Marie Curie', collectTaxForms: true }),
    ).toBeNull();
  });

  it.each([
    ['individual', 'W-9'],
    ['joint tenants', 'W-9'],
    ['entity', 'W-9'],
    ['global direct', 'W-8BEN'],
  ])('gives the demo %s account a %s', (label, kind) => {
    expect(taxFormData({ values: demoAccount(label), signerName: 'Marie Curie', collectTaxForms: true })?.kind).toBe(
      kind,
    );
  });
});

describe('the substitute Form W-9', () => {
  it('reads back with the individual demo investor name, full SSN, address, classification and certification', async () => {
    const { text, layout, rendered } = await formOf(demoAccount('individual'));
    expect(text).toContain('Form W-9');
    expect(text).toContain('Request for Taxpayer Identification Number and Certification');
    expect(valueUnder(layout, 'Name of entity/individual')).toBe('Marie Curie');
    expect(valueUnder(layout, 'Social security number')).toBe('123-45-6789');
    expect(valueUnder(layout, 'Employer identification number')).toBe('');
    expect(valueUnder(layout, 'Address (number, street, and apt. or suite no.)')).toBe('350 Fifth Avenue');
    expect(valueUnder(layout, 'City, state, and ZIP code')).toBe('New York, NY 10118, United States');
    expect(checkedOptions(layout)).toEqual(['Individual/sole proprietor']);
    expect(valueUnder(layout, "Requester's name and address (optional)")).toBe(FUND);
    for (const paragraph of certificationText('W-9')) expect(text).toContain(paragraph);
    expect(text).toContain('Signature of U.S. person');
    expect(text).not.toContain('crossed out: the IRS has notified');
    expect((await PDFDocument.load(rendered.pdf)).getPageCount()).toBe(1);
  });

  it('gives joint tenants the primary subscriber’s W-9, never the joint subscriber’s number', async () => {
    const { text } = await formOf(demoAccount('joint tenants'));
    expect(text).toContain('Marie Curie');
    expect(text).toContain('123-45-6789');
    expect(text).not.toContain('321-54-4321');
    expect(text).not.toContain('Pierre');
  });

  it('puts an entity’s EIN in the EIN box with its classification and exemption codes', async () => {
    const values = withAnswers(demoAccount('entity'), {
      w9TaxClassification: 'llcP',
      w9ExemptPayeeCode: '5',
      w9FatcaExemptionCode: 'B',
    });
    const { layout } = await formOf(values);
    expect(valueUnder(layout, 'Name of entity/individual')).toBe('Curie Radiation Ventures LLC');
    expect(valueUnder(layout, 'Employer identification number')).toBe('12-3456789');
    expect(valueUnder(layout, 'Social security number')).toBe('');
    expect(checkedOptions(layout)).toEqual(['Limited liability company taxed as a partnership']);
    expect(valueUnder(layout, 'Exemptions: exempt payee code (if any)')).toBe('5');
    expect(valueUnder(layout, 'Exemption from FATCA reporting code (if any)')).toBe('B');
  });

  it('names a disregarded entity on line 2 and its owner, with the owner’s SSN, on line 1', async () => {
    const values = {
      ...demoAccount('entity'),
      disregardedEntity: true,
      isEin: false,
      ein: '',
      disregardedEntitySsn: '555-44-3333',
    };
    const { layout } = await formOf(values);
    expect(valueUnder(layout, 'Name of entity/individual')).toBe('Marie Curie');
    expect(valueUnder(layout, 'disregarded entity name, if different from above')).toBe('Curie Radiation Ventures LLC');
    expect(valueUnder(layout, 'Social security number')).toBe('555-44-3333');
    expect(checkedOptions(layout)).toEqual(['Individual/sole proprietor']);
  });

  it('strikes item 2 through when the IRS has notified the payee of backup withholding', async () => {
    const plain = await formOf(demoAccount('individual'));
    const struck = await formOf(withAnswers(demoAccount('individual'), { w9SubjectToBackupWithholding: true }));
    expect(struck.text).toContain('Item 2 is crossed out: the IRS has notified the payee');
    // Item 2 wraps over three lines, each with a line through it.
    expect((await strokeCount(struck.rendered.pdf)) - (await strokeCount(plain.rendered.pdf))).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('places the signature and date on the form’s page, inside its margins', async () => {
    const { rendered } = await formOf(demoAccount('individual'));
    const { signature, date } = rendered.placements.investor ?? {};
    for (const box of [signature, date]) {
      expect(box?.page).toBe(0);
      expect(box?.x).toBeGreaterThanOrEqual(36);
      expect(box?.y).toBeGreaterThanOrEqual(36);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(576);
    }
  });
});

describe('the substitute Form W-8BEN', () => {
  it('reads back with the global demo investor’s name, country, residence, foreign tax id, birth date and treaty claim', async () => {
    const values = withAnswers(demoAccount('global direct'), {
      w8Country: 'GB',
      w8DateOfBirth: '1980-04-12',
      treatyClaim: true,
      treatyCountry: 'GB',
      treatyArticle: '10(2)(b)',
      treatyRate: '15',
      treatyIncomeType: 'Dividends',
    });
    const { text, layout, rendered } = await formOf(values);
    expect(text).toContain('Form W-8BEN');
    expect(valueUnder(layout, 'Name of individual who is the beneficial owner')).toBe('Marie Curie');
    expect(valueUnder(layout, 'Country of citizenship')).toBe('United Kingdom');
    expect(valueUnder(layout, 'Permanent residence address')).toBe('221B Baker Street');
    expect(valueUnder(layout, 'City or town, state or province')).toBe('London, Greater London NW1 6XE');
    expect(valueUnder(layout, 'Foreign tax identifying number')).toBe('GB1234567');
    expect(valueUnder(layout, 'Date of birth (MM-DD-YYYY)')).toBe('04-12-1980');
    expect(valueUnder(layout, 'resident of (treaty country)')).toBe('United Kingdom');
    expect(valueUnder(layout, 'Article and paragraph')).toBe('10(2)(b)');
    expect(valueUnder(layout, 'Rate of withholding (%)')).toBe('15%');
    expect(valueUnder(layout, 'Type of income')).toBe('Dividends');
    for (const paragraph of certificationText('W-8BEN')) expect(text).toContain(paragraph);
    expect(text).toContain('Signature of beneficial owner');
    expect((await PDFDocument.load(rendered.pdf)).getPageCount()).toBe(1);
  });

  it('says why there is no foreign tax id when the investor has none', async () => {
    const values = withAnswers(
      { ...demoAccount('global direct'), noTaxId: true, intlTaxId: '' },
      { w8ForeignTaxIdAbsentReason: 'notIssued' },
    );
    const { layout } = await formOf(values);
    expect(valueUnder(layout, 'Foreign tax identifying number')).toBe(
      'None: My country of residence does not issue tax identification numbers',
    );
    expect(valueUnder(layout, 'resident of (treaty country)')).toBe('No treaty benefits claimed');
  });
});

describe('the substitute Form W-8BEN-E of a global trust', () => {
  it('reads back with the trust’s name, statuses, foreign TIN and the capacity certification', async () => {
    const values = withAnswers(
      {
        ...demoAccount('global direct'),
        methodOfInvestment: 'trust',
        entityTrustName: 'Curie Family Trust',
        intlTaxId: 'GB7654321',
      },
      {
        w8Country: 'GB',
        w8eTrustStatus: 'grantorTrust',
        w8eFatcaStatus: 'passiveNffe',
        w8eGiin: '98Q96B.00000.LE.250',
      },
    );
    const { text, layout, rendered } = await formOf(values);
    expect(text).toContain('Form W-8BEN-E');
    expect(valueUnder(layout, 'Name of organization that is the beneficial owner')).toBe('Curie Family Trust');
    expect(valueUnder(layout, 'Country of incorporation or organization')).toBe('United Kingdom');
    expect(checkedOptions(layout)).toEqual(['Grantor trust', 'Passive NFFE']);
    expect(valueUnder(layout, 'GIIN')).toBe('98Q96B.00000.LE.250');
    expect(valueUnder(layout, 'Foreign TIN')).toBe('GB7654321');
    for (const paragraph of certificationText('W-8BEN-E')) expect(text).toContain(paragraph);
    expect(text).toContain('Print name: Marie Curie');
    const pages = (await PDFDocument.load(rendered.pdf)).getPageCount();
    expect(pages).toBe(1);
    expect(rendered.placements.investor?.signature?.page).toBe(0);
  });
});
