// Demo data and a walk through the flow for API tests: seeded funds, an investor on a fund, and valid answers for
// a US individual in New York on the promoted-interest fund.
import type { FastifyInstance } from 'fastify';
import type { FlowValues } from '../../../../shared/domain/flow-values';
import type { StepId } from '../../../../shared/domain/steps';
import { DEMO_FUND_SLUGS } from '../../../db/seed/demo-funds';
import { seedDemoData } from '../../../db/seed/seed-demo';
import { repositoriesOf } from '../../../test/repositories-of';
import { postJson, signUp } from '../../../test/test-app';

export const FUNDS = DEMO_FUND_SLUGS;

export const seedFunds = (app: FastifyInstance) => seedDemoData({ db: app.deps.db, cipher: app.deps.cipher });

export const SSN = '123-45-6789';
export const SSN_DIGITS = '123456789';

const NEW_YORK = {
  address1: '350 Fifth Avenue',
  address2: '',
  city: 'New York',
  state: 'NY',
  province: '',
  postalCode: '10118',
  country: 'US',
};

/** Step → what a careful US individual in New York answers, on the promoted-interest venture fund. */
export const INDIVIDUAL_ANSWERS: [StepId, Partial<FlowValues>][] = [
  ['INITIAL', {}],
  ['INTL_INVESTOR', { isGlobalInvestor: false }],
  ['MOI_TYPE', { methodOfInvestment: 'individual', accountNickname: '' }],
  ['SSN_TAX_ID', { ssn: SSN }],
  [
    'NAME_PHONE',
    { legalFirstName: 'Ada', legalLastName: 'Lovelace', mobilePhone: '+1 212 555 0142', preferredFirstName: '' },
  ],
  ['RESIDENCE_ADDRESS', { residenceAddress: NEW_YORK }],
  ['INVESTMENT_ADDRESS', { isInvestmentAddressSameAsResidence: true, investmentAddress: NEW_YORK }],
  ['PROMOTED_INTEREST', { agreedToPromotedInterest: true }],
  ['QUALIFIED_PURCHASER', { accreditation: '' }],
  ['ACCREDITED_INVESTOR', { accreditation: '0' }],
];

export type InvestorOnFund = { cookie: string; userId: string; email: string; transactionId: string };

/** A new investor with a portfolio and an investment started on the fund. */
export const investorOnFund = async (app: FastifyInstance, portalFundSlug: string = FUNDS.promotedVenture) => {
  const investor = await signUp(app);
  const created = await postJson(app, '/api/create-user-portfolio', { portalFundSlug }, { cookie: investor.cookie });
  if (created.statusCode !== 200) throw new Error(`Portfolio: ${created.statusCode} ${created.body}`);
  const started = await postJson(app, '/api/submit-step', { portalFundSlug }, { cookie: investor.cookie });
  if (started.statusCode !== 200) throw new Error(`Start: ${started.statusCode} ${started.body}`);
  return { ...investor, transactionId: started.json().transactionIntegrationId as string } satisfies InvestorOnFund;
};

export const submit = (
  app: FastifyInstance,
  { cookie, transactionId }: Pick<InvestorOnFund, 'cookie' | 'transactionId'>,
  currentStep: StepId,
  values: Partial<FlowValues>,
) => postJson(app, '/api/submit-step', { transactionIntegrationId: transactionId, currentStep, values }, { cookie });

/** Answers every step up to (not including) `until`; throws when a step does not advance as expected. */
/** What an investor gives on IDENTITY_DETAILS when the fund runs identity checks: a birth date, no public function. */
export const IDENTITY_DETAILS_ANSWER: Partial<FlowValues> = {
  dateOfBirth: '1980-04-23',
  isPoliticallyExposed: false,
  secondaryDateOfBirth: '1979-12-26',
  secondaryIsPoliticallyExposed: false,
};

/**
 * The answer to `step`; when it reaches IDENTITY_DETAILS on the way to signing (the fund runs identity checks), that
 * step is answered too, so that the walk goes on to signing as on a fund without them.
 */
export const submitThroughIdentityDetails = async (
  app: FastifyInstance,
  investor: InvestorOnFund,
  step: StepId,
  values: Partial<FlowValues>,
  expected: StepId,
) => {
  const response = await submit(app, investor, step, values);
  const isAsked = response.statusCode === 200 && response.json().currentStep === 'IDENTITY_DETAILS';
  return isAsked && expected === 'DOCUMENT_SIGNED'
    ? submit(app, investor, 'IDENTITY_DETAILS', IDENTITY_DETAILS_ANSWER)
    : response;
};

export const walkTo = async (app: FastifyInstance, investor: InvestorOnFund, until: StepId): Promise<void> => {
  for (const [index, [step, values]] of INDIVIDUAL_ANSWERS.entries()) {
    if (step === until) return;
    const response = await submitThroughIdentityDetails(
      app,
      investor,
      step,
      values,
      INDIVIDUAL_ANSWERS[index + 1]?.[0] ?? 'DOCUMENT_SIGNED',
    );
    const expected = INDIVIDUAL_ANSWERS[index + 1]?.[0] ?? 'DOCUMENT_SIGNED';
    if (response.statusCode !== 200 || response.json().currentStep !== expected) {
      throw new Error(`At ${step}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
  }
  if (until !== 'DOCUMENT_SIGNED') throw new Error(`${until} is not on the individual path`);
};

/** The transaction stored at `step` with its values changed so, as earlier requests would have left it. */
export const storeStep = async (
  app: FastifyInstance,
  investor: { transactionId: string; userId: string },
  step: StepId,
  changes: Partial<FlowValues>,
): Promise<void> => {
  const repos = repositoriesOf(app);
  const record = await repos.transactions.findOwned(investor.transactionId, investor.userId);
  if (!record) throw new Error('No transaction');
  await repos.flowSteps.advance({
    from: record,
    userId: investor.userId,
    currentStep: step,
    values: { ...record.values, ...changes },
    patch: { accountIntegrationId: null, isExistingAccountSelected: false, iraRequestedDate: null },
    authors: {},
  });
};
