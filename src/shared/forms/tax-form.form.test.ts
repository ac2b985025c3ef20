// The tax-form step's form shows, by the method of investment, only the questions the wizard has not asked, and the
// certification of the form it fills.
import { describe, expect, it } from 'vitest';
import type { MethodOfInvestment } from '../domain/codes';
import { emptyFlowValues, type FlowValues } from '../domain/flow-values';
import { TAX_FORM_CERTIFICATIONS, type TaxFormKind } from '../domain/tax-forms';
import { isConditionMet } from './form-fields';
import type { ContentField, FieldDescriptor } from './form-types';
import { taxFormForm } from './tax-form.form';

/** What the investor sees: bound values and copy of the groups whose condition holds. */
const visible = (fields: readonly FieldDescriptor[], values: FlowValues): FieldDescriptor[] =>
  fields.flatMap((field) =>
    field.kind === 'hidable' ? (isConditionMet(field.showWhen, values) ? visible(field.fields, values) : []) : [field],
  );

const askedOf = (values: FlowValues): string[] =>
  visible(taxFormForm.fields, values).flatMap((field) => ('name' in field ? [field.name] : []));

const copyOf = (values: FlowValues): string =>
  visible(taxFormForm.fields, values)
    .filter((field): field is ContentField => field.kind === 'richtext' || field.kind === 'infoBox')
    .flatMap((field) => [field.title ?? '', field.text ?? '', ...(field.items ?? [])])
    .join('\n');

const form = (methodOfInvestment: MethodOfInvestment, extra: Partial<FlowValues> = {}): FlowValues => ({
  ...emptyFlowValues(),
  methodOfInvestment,
  ...extra,
});

/** Every word of the certification, without its list marks. */
const wordsOf = (kind: TaxFormKind): string[] =>
  TAX_FORM_CERTIFICATIONS[kind].split('\n').map((line) => line.replace(/^(\d+\.|•)\s*/, ''));

describe('the tax-form step form', () => {
  it('summarises what the form is filled from above the questions', () => {
    expect(taxFormForm.fields[0]).toEqual({ kind: 'accountOverview' });
  });

  it.each<[MethodOfInvestment, string[]]>([
    ['individual', ['w9SubjectToBackupWithholding']],
    ['jtwros', ['w9SubjectToBackupWithholding']],
    ['entity', ['w9TaxClassification', 'w9ExemptPayeeCode', 'w9FatcaExemptionCode', 'w9SubjectToBackupWithholding']],
    ['direct', ['w8Country', 'w8DateOfBirth', 'treatyClaim']],
    ['trust', ['w8Country', 'w8eTrustStatus', 'w8eFatcaStatus', 'w8eGiin', 'treatyClaim']],
  ])('asks a %s subscription only %j', (method, asked) => {
    expect(askedOf(form(method))).toEqual(asked);
  });

  it("asks an 'Other' entity which classification, and a W-8 without a foreign tax id why", () => {
    expect(askedOf(form('entity', { w9TaxClassification: 'other' }))).toContain('w9OtherClassification');
    expect(askedOf(form('direct', { noTaxId: true }))).toContain('w8ForeignTaxIdAbsentReason');
    expect(askedOf(form('trust', { noTaxId: true }))).toContain('w8ForeignTaxIdAbsentReason');
  });

  it('asks the treaty claim’s details once it is made', () => {
    expect(askedOf(form('direct', { treatyClaim: true }))).toEqual(
      expect.arrayContaining(['treatyCountry', 'treatyArticle', 'treatyRate', 'treatyIncomeType', 'treatyConditions']),
    );
  });

  it.each<[MethodOfInvestment, TaxFormKind]>([
    ['individual', 'W-9'],
    ['jtwros', 'W-9'],
    ['entity', 'W-9'],
    ['direct', 'W-8BEN'],
    ['trust', 'W-8BEN-E'],
  ])('shows a %s subscription the whole certification of the %s and no other', (method, kind) => {
    const copy = copyOf(form(method));
    for (const words of wordsOf(kind)) expect(copy).toContain(words);
    for (const other of (['W-9', 'W-8BEN', 'W-8BEN-E'] as const).filter((k) => k !== kind)) {
      expect(copy).not.toContain(`Certification (Form ${other})`);
    }
  });
});
