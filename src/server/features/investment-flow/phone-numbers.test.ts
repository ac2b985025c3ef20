// docs/spec.md §5 phone numbers through the submit call: the page sends a number in international form, built from the
// country chosen beside it, and the server checks it with the step's schema, stores it as sent and answers it back
// (the page preselects the country from it). A number that is not valid for its country is a 400 under the field.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { StepId } from '../../../shared/domain/steps';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import {
  FUNDS,
  INDIVIDUAL_ANSWERS,
  type InvestorOnFund,
  investorOnFund,
  SSN,
  seedFunds,
  submit,
  walkTo,
} from './testing/flow-fixtures';

const NEW_YORK = {
  address1: '350 Fifth Avenue',
  address2: '',
  city: 'New York',
  state: 'NY',
  province: '',
  postalCode: '10118',
  country: 'US',
};

const NAMES = { legalFirstName: 'Ada', legalLastName: 'Lovelace', preferredFirstName: '' };
const SECONDARY = { secondaryLegalFirstName: 'Charles', secondaryLegalLastName: 'Babbage' };
/** A London number as the page sends it when the investor chose United Kingdom and typed 020 7946 0958. */
const LONDON = '+44 20 7946 0958';
/** The same digits beside United States: what the page sends for 020 7946 0958 typed with the default country. */
const LONDON_DIGITS_AS_US = '+1 02079460958';
const PARIS_MOBILE = '+33 6 12 34 56 78';
const INVALID = { message: 'Please correct the highlighted fields.' };

/** A joint investment on the income bond (no accreditation steps), up to the secondary subscriber's name and phone. */
const JOINT_TO_SECONDARY: [StepId, Partial<FlowValues>][] = [
  ['INITIAL', {}],
  ['INTL_INVESTOR', { isGlobalInvestor: false }],
  ['MOI_TYPE', { methodOfInvestment: 'jtwros', accountNickname: '' }],
  ['PRIMARY_TAX_ID', { ssn: SSN }],
  ['NAME_PHONE', { ...NAMES, mobilePhone: '+1 212 555 0142' }],
  ['RESIDENCE_ADDRESS', { residenceAddress: NEW_YORK }],
  ['INVESTMENT_ADDRESS', { isInvestmentAddressSameAsResidence: true, investmentAddress: NEW_YORK }],
  ['SECONDARY_TAX_ID', { secondarySsn: '321-54-4321' }],
];

describe.each(testBackends())('phone numbers of any country through the submit call on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const answer = async (investor: InvestorOnFund, answers: readonly [StepId, Partial<FlowValues>][]) => {
    for (const [step, values] of answers) {
      const response = await submit(t().app, investor, step, values);
      if (response.statusCode !== 200) throw new Error(`At ${step}: ${response.statusCode} ${response.body}`);
    }
  };

  const investments = async (investor: InvestorOnFund) => {
    const query = `?transactionIntegrationId=${investor.transactionId}`;
    const response = await getJson(t().app, `/api/user-investments${query}`, { cookie: investor.cookie });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  const storedValues = async (investor: InvestorOnFund): Promise<FlowValues> => {
    const found = (await investments(investor)).transactions.find(
      (x: { integrationId: string }) => x.integrationId === investor.transactionId,
    );
    return found.values as FlowValues;
  };

  const currentStep = async (investor: InvestorOnFund): Promise<StepId> =>
    (await investments(investor)).transactions.find(
      (x: { integrationId: string }) => x.integrationId === investor.transactionId,
    ).currentStep;

  it("stores a UK mobile phone sent in international form, answers it back after Previous, and copies it to the investor's profile", async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'NAME_PHONE');

    const sent = await submit(app, investor, 'NAME_PHONE', { ...NAMES, mobilePhone: LONDON });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().currentStep).toBe('RESIDENCE_ADDRESS');
    expect((await storedValues(investor)).mobilePhone).toBe(LONDON);

    // Back on the step, the page reads the number from the answer to preselect its country.
    const back = await postJson(
      app,
      '/api/previous-step',
      { transactionIntegrationId: investor.transactionId, currentStep: 'RESIDENCE_ADDRESS' },
      { cookie: investor.cookie },
    );
    expect(back.statusCode).toBe(200);
    const transaction = back
      .json()
      .transactions.find((x: { integrationId: string }) => x.integrationId === investor.transactionId);
    expect(transaction.currentStep).toBe('NAME_PHONE');
    expect(transaction.values.mobilePhone).toBe(LONDON);

    // The rest of the way to signing: the profile keeps the number as it was sent.
    const afterNamePhone = INDIVIDUAL_ANSWERS.slice(INDIVIDUAL_ANSWERS.findIndex(([step]) => step === 'NAME_PHONE'));
    await answer(investor, [['NAME_PHONE', { ...NAMES, mobilePhone: LONDON }], ...afterNamePhone.slice(1)]);
    expect(await currentStep(investor)).toBe('DOCUMENT_SIGNED');
    expect((await investments(investor)).mobilePhone).toBe(LONDON);
  });

  it('refuses with 400 under mobilePhone a number not valid for its country, and keeps the step and the stored number', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'NAME_PHONE');
    const before = (await storedValues(investor)).mobilePhone;

    for (const mobilePhone of [LONDON_DIGITS_AS_US, '+44 20 7946', '']) {
      const refused = await submit(app, investor, 'NAME_PHONE', { ...NAMES, mobilePhone });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ ...INVALID, fields: { mobilePhone: 'Please enter a valid phone number.' } });
    }
    expect(await currentStep(investor)).toBe('NAME_PHONE');
    expect((await storedValues(investor)).mobilePhone).toBe(before);
  });

  it('still takes a number without a country code as a US number, as numbers stored before were', async () => {
    const { app } = t();
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'NAME_PHONE');
    const sent = await submit(app, investor, 'NAME_PHONE', { ...NAMES, mobilePhone: '(415) 555-0123' });
    expect(sent.statusCode).toBe(200);
    expect((await storedValues(investor)).mobilePhone).toBe('(415) 555-0123');
  });

  it("stores the secondary subscriber's French mobile phone on the joint account, and refuses an invalid one under its field", async () => {
    const { app } = t();
    const investor = await investorOnFund(app, FUNDS.bondRaise);
    await answer(investor, JOINT_TO_SECONDARY);
    const secondaryEmail = `charles.${investor.userId}@example.com`;

    const refused = await submit(app, investor, 'SECONDARY_NAME_PHONE', {
      ...SECONDARY,
      secondaryEmail,
      secondaryMobilePhone: '+1 0612345678',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      ...INVALID,
      fields: { secondaryMobilePhone: 'Please enter a valid phone number.' },
    });

    const sent = await submit(app, investor, 'SECONDARY_NAME_PHONE', {
      ...SECONDARY,
      secondaryEmail,
      secondaryMobilePhone: PARIS_MOBILE,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().currentStep).toBe('SECONDARY_RESIDENCE_ADDRESS');
    expect((await storedValues(investor)).secondaryMobilePhone).toBe(PARIS_MOBILE);

    await answer(investor, [
      ['SECONDARY_RESIDENCE_ADDRESS', { isSecondaryAddressSameAsPrimary: true, secondaryAddress: NEW_YORK }],
    ]);
    expect(await currentStep(investor)).toBe('DOCUMENT_SIGNED');
    const { accountIntegrationId } = await storedValues(investor);
    const account = (await investments(investor)).accounts.find(
      (a: { integrationId: string }) => a.integrationId === accountIntegrationId,
    );
    expect(account.jtwrosMobilePhone).toBe(PARIS_MOBILE);
  });
});
