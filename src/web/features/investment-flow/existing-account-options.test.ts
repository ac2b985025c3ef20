import { describe, expect, it } from 'vitest';
import { portfolioFacts } from '../../../shared/domain/portfolio-facts';
import { anAccount, aTransaction } from '../../../shared/domain/test-fixtures';
import { existingAccountOptions } from './existing-account-options';

const SIGNED = '2026-05-01T12:00:00.000Z';

describe('existing methods of investment on SELECT_MOI', () => {
  it('offers only valid existing accounts (docs/spec.md §4), named with their masked tax id', () => {
    const valid = anAccount({ integrationId: 'a1', accountType: 0, ssn: '123-45-6789', accountPreferredName: 'Mine' });
    const unsigned = anAccount({ integrationId: 'a2', accountType: 1 });
    const transactions = [aTransaction({ accountIntegrationId: 'a1', subscriptionAgreementDate: SIGNED })];
    const accounts = [valid, unsigned];
    expect(existingAccountOptions({ accounts, facts: portfolioFacts({ accounts, transactions }) })).toEqual([
      { value: 'a1', label: 'Mine (Individual)', hint: 'Tax ID •••-••-6789' },
    ]);
  });

  it('names a joint account by its kind and secondary subscriber', () => {
    const joint = anAccount({
      integrationId: 'j1',
      accountType: 6,
      ssn: '•••-••-6789',
      jtwrosFirstName: 'Pierre',
      jtwrosLastName: 'Curie',
    });
    const transactions = [aTransaction({ accountIntegrationId: 'j1', subscriptionAgreementDocusignId: 'env-1' })];
    const [option] = existingAccountOptions({
      accounts: [joint],
      facts: portfolioFacts({ accounts: [joint], transactions }),
    });
    expect(option?.label).toBe('Joint Tenants with Rights of Survivorship (JTWROS)');
    expect(option?.hint).toBe('Tax ID •••-••-6789 · with Pierre Curie');
  });
});
