import { describe, expect, it } from 'vitest';
import { validateStep } from './step-schemas';

describe('choosing an existing method of investment (docs/spec.md §4)', () => {
  it('treats no choice as adding a new method of investment', async () => {
    expect(await validateStep('SELECT_MOI', { isExistingAccountSelected: false })).toEqual({
      ok: true,
      values: { isExistingAccountSelected: false, accountIntegrationId: null },
    });
  });

  it('clears a previously chosen account when a new method of investment is added', async () => {
    expect(
      await validateStep('SELECT_MOI', { isExistingAccountSelected: false, accountIntegrationId: 'acc-1' }),
    ).toEqual({ ok: true, values: { isExistingAccountSelected: false, accountIntegrationId: null } });
  });

  it('needs the account when an existing one is chosen', async () => {
    expect(
      await validateStep('SELECT_MOI', { isExistingAccountSelected: true, accountIntegrationId: 'acc-1' }),
    ).toEqual({ ok: true, values: { isExistingAccountSelected: true, accountIntegrationId: 'acc-1' } });
    expect(await validateStep('SELECT_MOI', { isExistingAccountSelected: true, accountIntegrationId: null })).toEqual({
      ok: false,
      fields: { accountIntegrationId: 'Please choose one of your methods of investment.' },
    });
  });
});

describe('US or non-US investor (docs/spec.md §4)', () => {
  it.each([[true], [false]])('accepts the answer %j', async (isGlobalInvestor) => {
    expect(await validateStep('INTL_INVESTOR', { isGlobalInvestor })).toEqual({
      ok: true,
      values: { isGlobalInvestor },
    });
  });

  it.each([[undefined], [null], ['perhaps']])('refuses %j', async (isGlobalInvestor) => {
    expect(await validateStep('INTL_INVESTOR', { isGlobalInvestor })).toEqual({
      ok: false,
      fields: { isGlobalInvestor: 'Please answer this question.' },
    });
  });
});

describe('method of investment (docs/spec.md §5: among the configured options)', () => {
  it.each([['individual'], ['jtwros'], ['entity'], ['ira']])('a US investor may choose %j', async (method) => {
    expect(await validateStep('MOI_TYPE', { methodOfInvestment: method })).toMatchObject({ ok: true });
  });

  it.each([['direct'], ['trust'], [''], ['crypto']])('a US investor may not choose %j', async (method) => {
    expect(await validateStep('MOI_TYPE', { methodOfInvestment: method })).toEqual({
      ok: false,
      fields: { methodOfInvestment: 'Please choose how you will invest.' },
    });
  });

  it.each([['direct'], ['trust']])('a global investor may choose %j', async (method) => {
    expect(await validateStep('INTL_MOI_TYPE', { methodOfInvestment: method })).toMatchObject({ ok: true });
  });

  it.each([['individual'], ['ira'], [null]])('a global investor may not choose %j', async (method) => {
    expect(await validateStep('INTL_MOI_TYPE', { methodOfInvestment: method })).toEqual({
      ok: false,
      fields: { methodOfInvestment: 'Please choose how you will invest.' },
    });
  });

  it('keeps a valid nickname and refuses one of 81 characters', async () => {
    expect(
      await validateStep('MOI_TYPE', { methodOfInvestment: 'ira', accountNickname: '  Retirement   (Roth) ' }),
    ).toEqual({ ok: true, values: { methodOfInvestment: 'ira', accountNickname: 'Retirement (Roth)' } });
    expect(
      await validateStep('INTL_MOI_TYPE', { methodOfInvestment: 'trust', accountNickname: 'n'.repeat(81) }),
    ).toEqual({ ok: false, fields: { accountNickname: 'Please use 80 characters or fewer.' } });
  });
});

describe('confirming the method of investment (docs/spec.md §4)', () => {
  it.each([
    [{ isMoiEditModeSelected: true }, true],
    [{}, false],
  ])('reads %j as edit mode %j', async (values, isMoiEditModeSelected) => {
    expect(await validateStep('CONFIRM_MOI', values)).toEqual({ ok: true, values: { isMoiEditModeSelected } });
  });

  it('refuses an edit flag that is not a yes or no', async () => {
    expect(await validateStep('CONFIRM_MOI', { isMoiEditModeSelected: 'soon' })).toEqual({
      ok: false,
      fields: { isMoiEditModeSelected: 'Please enter a valid value.' },
    });
  });
});
