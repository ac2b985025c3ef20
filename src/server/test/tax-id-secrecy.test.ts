import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/select-rows';
import { investorOnFund, SSN, SSN_DIGITS, seedFunds, walkTo } from '../features/investment-flow/testing/flow-fixtures';
import { getJson, TEST_PASSWORD, testBackends, useTestApp } from './test-app';

/** Tax ids of the demo investor's accounts (db/seed/demo-people.ts). */
const SEEDED_TAX_IDS = ['321-54-4321', '321544321', '12-3456789', '123456789', 'GB1234567'];

const rowsAsText = async (t: ReturnType<ReturnType<typeof useTestApp>>, table: 'accounts' | 'transactions') => {
  const rows = await selectRows<{ row: string }>(
    t.database.db,
    sql.raw(`select row_to_json(x)::text as row from ${table} x`),
  );
  return rows.map((r) => r.row).join('\n');
};

describe.each(testBackends())('tax ids stay secret on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  it('stores no plaintext tax id in accounts or transactions', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'DOCUMENT_SIGNED');
    const stored = `${await rowsAsText(t(), 'accounts')}\n${await rowsAsText(t(), 'transactions')}`;
    expect(stored).toContain('enc:v1:');
    for (const taxId of [SSN, SSN_DIGITS, ...SEEDED_TAX_IDS]) {
      expect(stored).not.toContain(taxId);
    }
  });

  it('answers tax ids masked to their last 4 characters', async () => {
    const { app } = t();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'seasoned.investor@example.com', password: 'demo-investor-2026' },
    });
    const cookie = login.headers['set-cookie']?.toString().split(';')[0] ?? '';
    const response = await getJson(app, '/api/user-investments', { cookie });
    expect(response.statusCode).toBe(200);
    for (const taxId of [SSN, ...SEEDED_TAX_IDS]) {
      expect(response.body).not.toContain(taxId);
    }
    const joint = response.json().accounts.find((a: { accountType: number }) => a.accountType === 6);
    expect(joint.jtwrosSSN.endsWith('4321')).toBe(true);
  });

  it('writes no tax id or password to the log, even while logging at debug level', async () => {
    const { app, logs } = t();
    logs.length = 0;
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'DOCUMENT_SIGNED');
    const written = logs.join('\n');
    expect(written.length).toBeGreaterThan(0);
    expect(written).not.toContain(SSN_DIGITS);
    expect(written).not.toContain(SSN);
    expect(written).not.toContain(TEST_PASSWORD);
    expect(written).not.toContain('portal_session=');
  });

  it('redacts tax ids, passwords and cookies wherever they appear in a logged object', async () => {
    const { app, logs } = t();
    logs.length = 0;
    app.log.info(
      {
        body: { values: { ssn: SSN, secondarySsn: SSN, ein: SSN, intlTaxId: SSN }, password: TEST_PASSWORD },
        account: { jtwrosSSN: SSN, iraSecondaryEIN: SSN, disregardedEntitySSN: SSN, nonUSTaxId: SSN },
        req: { headers: { cookie: 'portal_session=secret-token', authorization: 'Bearer secret-token' } },
      },
      'a careless log line',
    );
    const written = logs.join('\n');
    expect(written).toContain('a careless log line');
    expect(written).toContain('[redacted]');
    expect(written).not.toContain(SSN);
    expect(written).not.toContain(TEST_PASSWORD);
    expect(written).not.toContain('secret-token');
  });
});
