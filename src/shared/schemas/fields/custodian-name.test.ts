import { describe, expect, it } from 'vitest';
import { fieldResult } from '../testing/field-result';
import { custodianName, requiredCustodianName } from './custodian-name';

describe('IRA custodian names (docs/spec.md §5)', () => {
  it.each([
    ['Strata Trust Company'],
    ['Millennium Trust Co.'],
    ['Equity Trust & Co/IRA'],
    ['Smith-Jones, Inc.'],
    ["O'Neil 401"],
  ])('accepts %j', async (name) => {
    expect((await fieldResult(requiredCustodianName(), name)).ok).toBe(true);
  });

  it.each([['Acme (IRA)'], ['Acme #1'], ['trust@acme'], ['<b>'], ['Acme: IRA']])('refuses %j', async (name) => {
    expect(await fieldResult(custodianName(), name)).toEqual({
      ok: false,
      message: 'Please enter the name of your IRA custodian.',
    });
  });

  it('allows an empty name where the step makes it optional', async () => {
    expect(await fieldResult(custodianName(), '   ')).toEqual({ ok: true, value: '' });
  });

  it('refuses an empty name where the step requires it', async () => {
    expect(await fieldResult(requiredCustodianName(), '')).toEqual({
      ok: false,
      message: 'Please enter the name of your IRA custodian.',
    });
  });
});
