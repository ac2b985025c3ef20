// Fresh investors for the submit-only scenario: each has a session, a portfolio and an investment at INITIAL on the
// promoted-interest fund, made through the repositories as sign-up and the first submit would (minus the password
// hashing, which the scenario does not measure).
import type { FastifyInstance } from 'fastify';
import { createInvestor, createSession, createUser } from '../src/server/features/auth-and-accounts/public-api';
import { SESSION_COOKIE } from '../src/server/features/auth-and-accounts/session-auth';
import { createFlowDeps } from '../src/server/features/investment-flow/flow-deps';
import { startInvestment } from '../src/server/features/investment-flow/start-investment';
import { FUNDS } from '../src/server/features/investment-flow/testing/flow-fixtures';
import { hashPassword } from '../src/server/security/password';
import type { BenchInvestor } from './load-job';

const AT_ONCE = 10;
let batch = 0;

export const seedWalkers = async (app: FastifyInstance, count: number): Promise<BenchInvestor[]> => {
  const { db, now } = app.deps;
  const passwordHash = await hashPassword('bench walker password');
  const prefix = `walker.${Date.now()}.${++batch}`;
  const one = async (index: number): Promise<BenchInvestor> => {
    const user = await createUser(db, {
      email: `${prefix}.${index}@example.com`,
      passwordHash,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    if (!user) throw new Error('Walker was not created');
    const token = await createSession(db, user.id, now());
    const portalFundSlug = FUNDS.promotedVenture;
    await createInvestor(db, {
      userId: user.id,
      portalFundSlug,
      firstName: user.firstName,
      lastName: user.lastName,
    });
    const started = await startInvestment(createFlowDeps(app.deps), { userId: user.id, portalFundSlug, now: now() });
    return { cookie: `${SESSION_COOKIE}=${token}`, transactionId: started.transactionIntegrationId };
  };
  const walkers: BenchInvestor[] = [];
  for (let start = 0; start < count; start += AT_ONCE) {
    const indexes = Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, i) => start + i);
    walkers.push(...(await Promise.all(indexes.map(one))));
  }
  return walkers;
};
