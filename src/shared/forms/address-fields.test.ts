import { describe, expect, it } from 'vitest';
import { addressFields } from './address-fields';
import { isConditionMet } from './form-fields';
import type { FieldDescriptor } from './form-types';

/** The labelled fields a visitor sees for the given address values. */
const visibleLabels = (fields: readonly FieldDescriptor[], values: unknown): string[] =>
  fields.flatMap((field) => {
    if (field.kind === 'hidable')
      return isConditionMet(field.showWhen, values) ? visibleLabels(field.fields, values) : [];
    return 'label' in field && field.label !== undefined ? [field.label] : [];
  });

describe('address fields (docs/spec.md §2 display rules)', () => {
  const fields = addressFields('residenceAddress');

  it("shows 'City', a state dropdown and 'Zip/Postal Code' for a US address", () => {
    expect(visibleLabels(fields, { residenceAddress: { country: 'US' } })).toEqual([
      'Country',
      'Street address',
      'Apartment, suite or unit',
      'City',
      'State',
      'Zip/Postal Code',
    ]);
  });

  it("shows 'City/District', a free-text province and 'Postal Code' elsewhere", () => {
    expect(visibleLabels(fields, { residenceAddress: { country: 'DE' } })).toEqual([
      'Country',
      'Street address',
      'Apartment, suite or unit',
      'City/District',
      'State/Province/Region',
      'Postal Code',
    ]);
  });

  it('asks a US-only address for no country and no province', () => {
    const usOnly = addressFields('residenceAddress', { isUsOnly: true });
    expect(visibleLabels(usOnly, {})).toEqual([
      'Street address',
      'Apartment, suite or unit',
      'City',
      'State',
      'Zip/Postal Code',
    ]);
  });

  it('binds the parts of the address it is given', () => {
    const names = addressFields('secondaryAddress').flatMap((field) =>
      field.kind === 'hidable' ? field.fields : [field],
    );
    expect(names.every((field) => 'name' in field && field.name.startsWith('secondaryAddress.'))).toBe(true);
  });
});
