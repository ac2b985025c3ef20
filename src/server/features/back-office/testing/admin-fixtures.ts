// For the back-office API tests: admins' sessions (the demo admin and a second one), a valid fund to submit, and an
// investor whose agreement is fully signed.
import type { FastifyInstance } from 'fastify';
import type { FundInput } from '../../../../shared/api/admin-funds';
import { DEMO_ADMIN_PASSWORD } from '../../../db/seed/demo-people';
import { hashPassword } from '../../../security/password';
import { TEST_PASSWORD, uniqueEmail } from '../../../test/test-app';
import { logInThroughSecondFactor } from '../../../test/two-step';
import { individualAtSigning, type SigningCase, signAsInvestor } from '../../signing/testing/signing-fixtures';

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
  await app.deps.repos.users.create({
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    firstName: 'Sam',
    lastName: 'Second',
    role: 'admin',
  });
  return logInAdmin(app, email, TEST_PASSWORD);
};

let funds = 0;
/** A fund open now (US Eastern dates well around today), with a unique slug. */
export const validFundInput = (overrides: Partial<FundInput['fund']> = {}): FundInput => {
  funds += 1;
  return {
    fund: {
      slug: `back-office-fund-${Date.now().toString(36)}-${funds}`,
      code: 'BOF',
      name: 'Back Office Fund',
      legalName: 'Back Office Fund, L.P.',
      finalSubscriptionAgreementDeadline: null,
      accreditedQualified: true,
      type: 'default',
      fundTypeCode: 'AF',
      minimumInvestmentAmount: 2_500_000,
      maximumInvestmentAmount: 200_000_000,
      closeDate: '12/31/2099 05:00 pm',
      marketingLaunchDate: null,
      commitmentDeadline: null,
      initialCloseDate: null,
      reservationStartDate: null,
      reservationEndDate: null,
      hexColor: '#0b6e4f',
      carryType: 'Deal Carry',
      syndicationAssetType: null,
      pricePerShare: 0,
      fundMaxExceeded: false,
      carryPercentage: 20,
      managementFeePercentage: 2,
      termYears: 10,
      vintageYear: 2026,
      targetAmount: 5_000_000_000,
      isProgressShown: false,
      ...overrides,
    },
    portalSettings: {
      portalType: 'fullQcp',
      startDatetime: '01/01/2020 09:00 am',
      endDatetime: '12/31/2098 05:00 pm',
      closeDatetime: '12/31/2099 05:00 pm',
      reservationStartDatetime: null,
      reservationEndDatetime: null,
      requiresReservationInAdvance: false,
    },
  };
};

/** An individual investor who has signed; the envelope is complete (no co-signer). */
export const signedIndividual = async (app: FastifyInstance): Promise<SigningCase> => {
  const investor = await individualAtSigning(app);
  await signAsInvestor(app, investor);
  return investor;
};
