import { describe, expect, it } from 'vitest';
import { boundPaths, isConditionMet, topLevelKey } from './form-fields';
import type { StepForm } from './form-types';

describe('reading a step form', () => {
  const form: StepForm = {
    title: 'Example',
    fields: [
      { kind: 'infoBox', text: 'Read this first.' },
      { kind: 'checkbox', name: 'isInvestmentAddressSameAsResidence', label: 'Same as my residence' },
      {
        kind: 'hidable',
        showWhen: { name: 'isInvestmentAddressSameAsResidence', equals: false },
        fields: [
          { kind: 'textInput', name: 'investmentAddress.city', label: 'City' },
          { kind: 'textInput', name: 'investmentAddress.city', label: 'City/District' },
        ],
      },
      { kind: 'subscriptionAgreementSigning' },
    ],
  };

  it('lists the bound values, inside hidable groups too, each once', () => {
    expect(boundPaths(form)).toEqual(['isInvestmentAddressSameAsResidence', 'investmentAddress.city']);
  });

  it.each([
    ['residenceAddress.city', 'residenceAddress'],
    ['ssn', 'ssn'],
  ] as const)('reads %s as the value %s', (path, key) => {
    expect(topLevelKey(path)).toBe(key);
  });
});

describe('showing a hidable group', () => {
  it.each([
    [{ name: 'isEin', equals: true }, { isEin: true }, true],
    [{ name: 'isEin', equals: true }, { isEin: false }, false],
    [{ name: 'maritalStatus', equals: null }, {}, true],
    [{ name: 'maritalStatus', equals: null }, { maritalStatus: 'married' }, false],
    [{ name: 'residenceAddress.country', equals: 'US' }, { residenceAddress: { country: 'US' } }, true],
    [{ name: 'residenceAddress.country', notEquals: 'US' }, { residenceAddress: { country: 'DE' } }, true],
    [{ name: 'residenceAddress.country', notEquals: 'US' }, { residenceAddress: { country: 'US' } }, false],
    [{ name: 'residenceAddress.country', equals: 'US' }, { residenceAddress: null }, false],
  ] as const)('%j with %j shows: %s', (condition, values, shown) => {
    expect(isConditionMet(condition, values)).toBe(shown);
  });
});
