import { describe, expect, it } from 'vitest';
import { validateStep } from './step-schemas';

const NUMBER_OR_BOX = 'Please enter your IRA account number or check the box above.';
const IRA_TYPE = 'Please select the IRA type.';

describe('IRA custodian choice (docs/spec.md §2)', () => {
  it.each([['strata'], ['entrust'], ['other']])('accepts the configured custodian %j', async (iraCustodian) => {
    expect(await validateStep('SDIRA_CUSTODIAN', { iraCustodian })).toEqual({ ok: true, values: { iraCustodian } });
  });

  it.each([[''], ['fidelity'], [null]])('refuses %j', async (iraCustodian) => {
    expect(await validateStep('SDIRA_CUSTODIAN', { iraCustodian })).toEqual({
      ok: false,
      fields: { iraCustodian: 'Please choose your IRA custodian.' },
    });
  });
});

describe('custom IRA provider step (docs/spec.md §5)', () => {
  it('accepts an account number and an offered IRA type', async () => {
    expect(
      await validateStep('IRA_PROVIDER_CUSTOM', {
        iraAccountNumber: 'A-123',
        iraType: 'roth',
        iraCustodianName: 'Equity Trust',
      }),
    ).toMatchObject({ ok: true });
  });

  it.each([[''], ['   ']])('asks for the custodian name when it is %j', async (name) => {
    expect(
      await validateStep('IRA_PROVIDER_CUSTOM', { iraAccountNumber: 'A-123', iraType: 'roth', iraCustodianName: name }),
    ).toEqual({ ok: false, fields: { iraCustodianName: 'Please enter the name of your IRA custodian.' } });
  });

  const named = { iraCustodianName: 'Equity Trust' };

  it('asks for the custodian name, the account number and the type when no box is checked', async () => {
    expect(await validateStep('IRA_PROVIDER_CUSTOM', {})).toEqual({
      ok: false,
      fields: {
        iraCustodianName: 'Please enter the name of your IRA custodian.',
        iraAccountNumber: NUMBER_OR_BOX,
        iraType: IRA_TYPE,
      },
    });
  });

  it('lets the investor without a custodian number leave it out, but still asks for the type', async () => {
    expect(await validateStep('IRA_PROVIDER_CUSTOM', { ...named, noCustIraNumber: true })).toEqual({
      ok: false,
      fields: { iraType: IRA_TYPE },
    });
    expect(
      await validateStep('IRA_PROVIDER_CUSTOM', { ...named, noCustIraNumber: true, iraType: 'sep' }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('asks for neither number nor type when the investor needs to open an IRA', async () => {
    expect(await validateStep('IRA_PROVIDER_CUSTOM', { ...named, needToOpenIra: true })).toMatchObject({ ok: true });
  });

  it.each([
    ['solo401k', 'configured but not offered on forms'],
    ['gold', 'not configured'],
  ])('refuses the IRA type %j (%s), even when the investor needs to open an IRA', async (iraType) => {
    expect(await validateStep('IRA_PROVIDER_CUSTOM', { ...named, needToOpenIra: true, iraType })).toEqual({
      ok: false,
      fields: { iraType: IRA_TYPE },
    });
  });

  it('checks the characters of the custodian name', async () => {
    expect(
      await validateStep('IRA_PROVIDER_CUSTOM', { needToOpenIra: true, iraCustodianName: 'Equity Trust & Co.' }),
    ).toMatchObject({ ok: true });
    expect(await validateStep('IRA_PROVIDER_CUSTOM', { needToOpenIra: true, iraCustodianName: 'Acme <IRA>' })).toEqual({
      ok: false,
      fields: { iraCustodianName: 'Please enter the name of your IRA custodian.' },
    });
  });
});

describe('other IRA custodian step (docs/spec.md §5)', () => {
  const complete = {
    iraAccountNumber: '55-1234',
    iraCustodianName: 'Millennium Trust Co.',
    iraCustodianEin: '12-3456789',
    iraType: 'traditional',
  };

  it('accepts complete custodian details', async () => {
    expect(await validateStep('OTHER_IRA_CUSTODIAN', complete)).toEqual({
      ok: true,
      values: { ...complete, iraCustodianEin: '123456789' },
    });
  });

  it('requires every field', async () => {
    expect(await validateStep('OTHER_IRA_CUSTODIAN', {})).toEqual({
      ok: false,
      fields: {
        iraAccountNumber: 'Please enter your IRA account number.',
        iraCustodianName: 'Please enter the name of your IRA custodian.',
        iraCustodianEin: 'Please enter a valid EIN for your IRA Custodian.',
        iraType: IRA_TYPE,
      },
    });
  });

  it.each([['solo401k'], ['gold']])('refuses the IRA type %j outside the offered list', async (iraType) => {
    expect(await validateStep('OTHER_IRA_CUSTODIAN', { ...complete, iraType })).toEqual({
      ok: false,
      fields: { iraType: IRA_TYPE },
    });
  });

  it('refuses a custodian EIN of 10 characters', async () => {
    expect(await validateStep('OTHER_IRA_CUSTODIAN', { ...complete, iraCustodianEin: '12-34567890' })).toEqual({
      ok: false,
      fields: { iraCustodianEin: 'Please enter a valid EIN for your IRA Custodian.' },
    });
  });
});
