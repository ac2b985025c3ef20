import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFunds } from '../features/investment-flow/testing/flow-fixtures';
import { createDataCipher } from '../security/data-cipher';
import { generateDataKey } from '../security/data-key';
import { repositoriesOn } from '../test/repositories-of';
import { testBackends, useTestApp } from '../test/test-app';
import { resealTaxIds } from './reseal-tax-ids';
import { selectRows } from './select-rows';

describe.each(testBackends())('data key rotation on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  it('re-seals every tax id with the new key so the old key can be retired', async () => {
    const { database, dataKey } = t();
    const newKey = generateDataKey();
    const rotating = createDataCipher([newKey, dataKey]);
    const summary = await resealTaxIds(database.db, rotating);
    expect(summary.accountValues).toBeGreaterThan(0);
    expect(summary.transactions).toBeGreaterThan(0);

    const dump = await selectRows<{ row: string }>(
      database.db,
      sql.raw('select row_to_json(a)::text as row from accounts a'),
    );
    const text = dump.map((r) => r.row).join('\n');
    expect(text).toContain(`enc:v1:${rotating.currentKeyId}:`);
    expect(text).not.toContain(`enc:v1:${createDataCipher([dataKey]).currentKeyId}:`);

    const withNewKeyOnly = repositoriesOn(database.db, createDataCipher([newKey]));
    const seasoned = await withNewKeyOnly.users.findByEmail('seasoned.investor@example.com');
    const accounts = await withNewKeyOnly.accounts.listByUser(seasoned?.id ?? '');
    expect(accounts.map((a) => a.ssn)).toContain('123-45-6789');
    expect(await resealTaxIds(database.db, rotating)).toEqual({ accountValues: 0, transactions: 0 });
  });
});
