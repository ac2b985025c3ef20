// For the back-office API tests: admins' sessions (the demo admin and a second one), a valid fund to submit, and an
// investor whose agreement is fully signed.
import type { FastifyInstance } from 'fastify';
import { DEMO_ADMIN_PASSWORD } from '../../../db/seed/demo-people';
import { hashPassword } from '../../../security/password';
import { TEST_PASSWORD, uniqueEmail } from '../../../test/test-app';
import { logInThroughSecondFactor } from '../../../test/two-step';
import { createUser } from '../../auth-and-accounts/public-api';
import { individualAtSigning, type SigningCase, signAsInvestor } from '../../signing/testing/signing-fixtures';

export { validFundInput } from './fund-input';

export const DEMO_ADMIN_EMAIL = 'admin@investor-portal.local';

export type AdminSession = { cookie: string; userId: string; email: string };

export const logInAdmin = async (
  app: FastifyInstance,
  email = DEMO_ADMIN_EMAIL,
  password = DEMO_ADMIN_PASSWORD,
): Promise<AdminSession> => {
  const { cookie, userId } = await logInThroughSecondFactor(app, email, password);
  return { cookie, userId, email };
};

/** Another administrator, with the same rights as the demo admin and their own identity in the audit log. */
export const createSecondAdmin = async (app: FastifyInstance): Promise<AdminSession> => {
  const email = uniqueEmail('second.admin');
  await createUser(app.deps.db, {
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    firstName: 'Sam',
    lastName: 'Second',
    role: 'admin',
  });
  return logInAdmin(app, email, TEST_PASSWORD);
};

/** An individual investor who has signed; the envelope is complete (no co-signer). */
export const signedIndividual = async (app: FastifyInstance): Promise<SigningCase> => {
  const investor = await individualAtSigning(app);
  await signAsInvestor(app, investor);
  return investor;
};
