// TAX_FORM: each rule and its message, by the form the method of investment needs; what a form does not ask is stored
// empty. The step is validated as the server does it: its own answers within the whole form data.
import { describe, expect, it } from 'vitest';
import type { MethodOfInvestment } from '../domain/codes';
import { emptyFlowValues, type FlowValues } from '../domain/flow-values';
import { emptyTaxFormValues } from '../domain/tax-forms';
import { stepFields, validateStep } from './step-schemas';
import { TAX_FORM_MESSAGES } from './tax-form.schema';

const known = (methodOfInvestment: MethodOfInvestment, extra: Partial<FlowValues> = {}): FlowValues => ({
  ...emptyFlowValues(),
  methodOfInvestment,
  ...extra,
});

const check = (stored: FlowValues, answers: Partial<FlowValues>) => validateStep('TAX_FORM', { ...stored, ...answers });

const fieldsOf = async (stored: FlowValues, answers: Partial<FlowValues>) => {
  const result = await check(stored, answers);
  return result.ok ? {} : result.fields;
};

const w8ben = { w8Country: 'GB', w8DateOfBirth: '1980-04-23' };
const w8bene = { w8Country: 'GB', w8eTrustStatus: 'grantorTrust', w8eFatcaStatus: 'passiveNffe' };
const treaty = {
  treatyClaim: true,
  treatyCountry: 'GB',
  treatyArticle: 'Article 10(2)(b)',
  treatyRate: '15',
  treatyIncomeType: 'Dividends',
};

describe('the tax-form step schema', () => {
  it('owns exactly the tax form’s answers, never an answer of the wizard', () => {
    expect([...stepFields('TAX_FORM')].sort()).toEqual(Object.keys(emptyTaxFormValues()).sort());
  });

  describe('W-9', () => {
    it.each<MethodOfInvestment>(['individual', 'jtwros'])(
      'asks a %s subscription only the backup-withholding box, and stores nothing else',
      async (method) => {
        const result = await check(known(method), {
          w9SubjectToBackupWithholding: true,
          w9TaxClassification: 'cCorporation',
          w8Country: 'GB',
          treatyClaim: true,
        });
        expect(result).toMatchObject({
          ok: true,
          values: { w9SubjectToBackupWithholding: true, w9TaxClassification: '', w8Country: '', treatyClaim: false },
        });
      },
    );

    it('asks an entity its federal tax classification', async () => {
      expect(await fieldsOf(known('entity'), {})).toEqual({
        w9TaxClassification: TAX_FORM_MESSAGES.w9TaxClassification,
      });
      expect(await fieldsOf(known('entity'), { w9TaxClassification: 'sole' as never })).toEqual({
        w9TaxClassification: TAX_FORM_MESSAGES.w9TaxClassification,
      });
      expect(await check(known('entity'), { w9TaxClassification: 'llcP' })).toMatchObject({ ok: true });
    });

    it("asks what an 'other' classification is, and forgets the text for any other classification", async () => {
      expect(await fieldsOf(known('entity'), { w9TaxClassification: 'other' })).toEqual({
        w9OtherClassification: TAX_FORM_MESSAGES.w9OtherClassification,
      });
      expect(
        await check(known('entity'), { w9TaxClassification: 'other', w9OtherClassification: 'Cooperative' }),
      ).toMatchObject({ ok: true, values: { w9OtherClassification: 'Cooperative' } });
      expect(
        await check(known('entity'), { w9TaxClassification: 'partnership', w9OtherClassification: 'Cooperative' }),
      ).toMatchObject({ ok: true, values: { w9OtherClassification: '' } });
    });

    it('takes the exempt payee and FATCA codes as optional, from their lists', async () => {
      const entity = known('entity', { w9TaxClassification: 'cCorporation' });
      expect(await check(entity, { w9ExemptPayeeCode: '5', w9FatcaExemptionCode: 'B' })).toMatchObject({ ok: true });
      expect(await check(entity, { w9ExemptPayeeCode: '', w9FatcaExemptionCode: '' })).toMatchObject({ ok: true });
      expect(await fieldsOf(entity, { w9ExemptPayeeCode: '14', w9FatcaExemptionCode: 'Z' })).toEqual({
        w9ExemptPayeeCode: TAX_FORM_MESSAGES.w9ExemptPayeeCode,
        w9FatcaExemptionCode: TAX_FORM_MESSAGES.w9FatcaExemptionCode,
      });
    });
  });

  describe('W-8BEN', () => {
    it('asks a global direct investor the country of citizenship and date of birth', async () => {
      expect(await fieldsOf(known('direct'), {})).toEqual({
        w8Country: TAX_FORM_MESSAGES.citizenship,
        w8DateOfBirth: TAX_FORM_MESSAGES.dateOfBirth,
      });
      expect(await check(known('direct'), { ...w8ben, w8Country: 'gb' })).toMatchObject({
        ok: true,
        values: { w8Country: 'GB', w8DateOfBirth: '1980-04-23', w9SubjectToBackupWithholding: false },
      });
    });

    it('refuses the United States as the country: US persons give a W-9', async () => {
      expect(await fieldsOf(known('direct'), { ...w8ben, w8Country: 'US' })).toEqual({
        w8Country: TAX_FORM_MESSAGES.notUsCountry,
      });
    });

    it.each([
      ['1980-02-30', TAX_FORM_MESSAGES.dateOfBirth],
      ['23/04/1980', TAX_FORM_MESSAGES.dateOfBirth],
      ['1899-12-31', TAX_FORM_MESSAGES.dateOfBirthRange],
      ['2999-01-01', TAX_FORM_MESSAGES.dateOfBirthRange],
    ])('refuses the date of birth %j', async (w8DateOfBirth, message) => {
      expect(await fieldsOf(known('direct'), { ...w8ben, w8DateOfBirth })).toEqual({ w8DateOfBirth: message });
    });

    it('asks why there is no foreign tax id only when the wizard’s box says there is none', async () => {
      expect(await check(known('direct'), { ...w8ben, w8ForeignTaxIdAbsentReason: 'notIssued' })).toMatchObject({
        ok: true,
        values: { w8ForeignTaxIdAbsentReason: '' },
      });
      const noTaxId = known('direct', { noTaxId: true });
      expect(await fieldsOf(noTaxId, w8ben)).toEqual({ w8ForeignTaxIdAbsentReason: TAX_FORM_MESSAGES.absentReason });
      expect(await check(noTaxId, { ...w8ben, w8ForeignTaxIdAbsentReason: 'notRequired' })).toMatchObject({
        ok: true,
        values: { w8ForeignTaxIdAbsentReason: 'notRequired' },
      });
    });
  });

  describe('a treaty claim on a W-8 form', () => {
    it('is optional, and its answers are forgotten when it is not made', async () => {
      expect(await check(known('direct'), { ...w8ben, ...treaty, treatyClaim: false })).toMatchObject({
        ok: true,
        values: { treatyClaim: false, treatyCountry: '', treatyArticle: '', treatyRate: '', treatyIncomeType: '' },
      });
    });

    it('needs its country, article, rate and type of income when it is made', async () => {
      expect(await fieldsOf(known('direct'), { ...w8ben, treatyClaim: true })).toEqual({
        treatyCountry: TAX_FORM_MESSAGES.treatyCountry,
        treatyArticle: TAX_FORM_MESSAGES.treatyArticle,
        treatyRate: TAX_FORM_MESSAGES.treatyRate,
        treatyIncomeType: TAX_FORM_MESSAGES.treatyIncomeType,
      });
      expect(await check(known('direct'), { ...w8ben, ...treaty, treatyRate: '15 %' })).toMatchObject({
        ok: true,
        values: { ...treaty, treatyRate: '15' },
      });
    });

    it.each([['31'], ['abc'], ['-5'], ['15.555']])('refuses the rate %j', async (treatyRate) => {
      expect(await fieldsOf(known('direct'), { ...w8ben, ...treaty, treatyRate })).toEqual({
        treatyRate: TAX_FORM_MESSAGES.treatyRate,
      });
    });
  });

  describe('W-8BEN-E for a trust', () => {
    it('asks the country of organization and the chapter 3 and chapter 4 statuses', async () => {
      expect(await fieldsOf(known('trust'), {})).toEqual({
        w8Country: TAX_FORM_MESSAGES.organization,
        w8eTrustStatus: TAX_FORM_MESSAGES.trustStatus,
        w8eFatcaStatus: TAX_FORM_MESSAGES.fatcaStatus,
      });
      expect(await check(known('trust'), { ...w8bene, w8DateOfBirth: '1980-04-23' })).toMatchObject({
        ok: true,
        values: { ...w8bene, w8DateOfBirth: '' },
      });
    });

    it('takes an optional GIIN in its IRS format', async () => {
      expect(await check(known('trust'), { ...w8bene, w8eGiin: '98q96b.00000.le.250' })).toMatchObject({
        ok: true,
        values: { w8eGiin: '98Q96B.00000.LE.250' },
      });
      expect(await fieldsOf(known('trust'), { ...w8bene, w8eGiin: '98Q96B00000LE250' })).toEqual({
        w8eGiin: TAX_FORM_MESSAGES.giin,
      });
    });

    it('asks a trust without a foreign tax id why, and takes a treaty claim', async () => {
      const noTaxId = known('trust', { noTaxId: true });
      expect(await fieldsOf(noTaxId, { ...w8bene, treatyClaim: true })).toEqual({
        w8ForeignTaxIdAbsentReason: TAX_FORM_MESSAGES.absentReason,
        treatyCountry: TAX_FORM_MESSAGES.treatyCountry,
        treatyArticle: TAX_FORM_MESSAGES.treatyArticle,
        treatyRate: TAX_FORM_MESSAGES.treatyRate,
        treatyIncomeType: TAX_FORM_MESSAGES.treatyIncomeType,
      });
      expect(await check(noTaxId, { ...w8bene, ...treaty, w8ForeignTaxIdAbsentReason: 'notIssued' })).toMatchObject({
        ok: true,
      });
    });
  });

  it('refuses a value of the wrong type with a message, not an exception', async () => {
    expect(await fieldsOf(known('direct'), { ...w8ben, w8DateOfBirth: { year: 1980 } as never })).toEqual({
      w8DateOfBirth: 'Please enter a valid value.',
    });
  });
});
