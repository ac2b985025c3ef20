// The app the API benchmarks load: a fresh database of the backend (on PostgreSQL, served with the pool size of
// production rather than the test database's small one), a file mailer, a new data key, logs at warn, and rate limits
// no benchmark reaches. `close` ends the app, then drops the database (which ends its connections).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/database';
import { findOwnedTransaction } from '../src/server/features/investment-flow/public-api';
import {
  type InvestorOnFund,
  investorOnFund,
  walkTo,
} from '../src/server/features/investment-flow/testing/flow-fixtures';
import { createFileMailer } from '../src/server/mail/mailer';
import { generateDataKey } from '../src/server/security/data-key';
import { GENEROUS_RATE_LIMITS, postJson } from '../src/server/test/test-app';
import { type Backend, openTestDatabase } from '../src/server/test/test-database';
import type { StepId } from '../src/shared/domain/steps';

export const openBenchApp = async (
  backend: Backend,
  adminUrl: string | undefined,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> => {
  const database = await openTestDatabase(backend, { adminUrl });
  const served = database.url ? await openDatabase({ url: database.url }) : database;
  const app = await buildApp({
    db: served.db,
    mailer: createFileMailer({ directory: 'data/bench-outbox', onSaved: () => undefined }),
    dataKey: generateDataKey(),
    logLevel: 'warn',
    rateLimits: GENEROUS_RATE_LIMITS,
  });
  return {
    app,
    close: async () => {
      await app.close();
      if (served !== database) await served.close();
      await database.close();
    },
  };
};

/** `count` new investors on the default fund, each walked to `step`. */
export const investorsAt = async (app: FastifyInstance, count: number, step: StepId): Promise<InvestorOnFund[]> => {
  const investors: InvestorOnFund[] = [];
  for (let i = 0; i < count; i += 1) {
    const investor = await investorOnFund(app);
    await walkTo(app, investor, step);
    investors.push(investor);
  }
  return investors;
};

/** A pair cut off by the end of a run leaves its investor one step on (NAME_PHONE): Previous brings them back. */
export const resetPairs = async (app: FastifyInstance, investors: InvestorOnFund[]): Promise<void> => {
  for (const investor of investors) {
    const record = await findOwnedTransaction(app.deps, investor.transactionId, investor.userId);
    if (record?.currentStep !== 'NAME_PHONE') continue;
    const body = { transactionIntegrationId: investor.transactionId, currentStep: 'NAME_PHONE' };
    await postJson(app, '/api/previous-step', body, { cookie: investor.cookie });
  }
};
