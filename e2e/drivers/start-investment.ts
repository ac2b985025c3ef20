// From the fund page into the wizard the way an investor does it (amount, Invest), and a few answered steps.
import type { Page } from 'playwright-core';
import { address, answers as values } from '../../model-tests/fixtures/values';
import type { FlowValues } from '../../src/shared/domain/flow-values';
import type { StepId } from '../../src/shared/domain/steps';
import { pressNext, stepDrivers } from './step-drivers';

/** Opens the fund, commits `dollars` and presses Invest; answers the transaction id from the step URL. */
export const startInvestment = async (page: Page, fundSlug: string, dollars: number): Promise<string> => {
  await page.goto(`/fund/${fundSlug}`);
  // The server's HTML shows the field before the app has taken it over; an amount typed then is lost.
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  await page.getByLabel('Commitment amount (USD)').fill(String(dollars));
  await page.getByRole('button', { name: /^(Invest|Continue)$/ }).click();
  await page.waitForURL(/\/invest\/[a-z-]+\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  if (!id) throw new Error('No transaction in the step URL');
  return id;
};

export type Answer = { step: StepId; values: Partial<FlowValues>; next: StepId };

export const answerSteps = async (page: Page, answers: readonly Answer[]): Promise<void> => {
  for (const { step, values, next } of answers) {
    await stepDrivers[step].answer(page, values);
    await pressNext(page, next);
  }
};

/**
 * A US individual in New York (no co-signer), accredited, not a qualified purchaser, on a promoted-interest fund:
 * INITIAL to the signing step.
 */
export const NEW_YORK_INDIVIDUAL_TO_SIGNING: readonly Answer[] = [
  { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
  { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
  { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
  { step: 'SSN_TAX_ID', values: values.ssn, next: 'NAME_PHONE' },
  { step: 'NAME_PHONE', values: values.namePhone, next: 'RESIDENCE_ADDRESS' },
  { step: 'RESIDENCE_ADDRESS', values: { residenceAddress: address.NY }, next: 'INVESTMENT_ADDRESS' },
  { step: 'INVESTMENT_ADDRESS', values: values.sameInvestmentAddress, next: 'PROMOTED_INTEREST' },
  { step: 'PROMOTED_INTEREST', values: values.agreePromotedInterest, next: 'QUALIFIED_PURCHASER' },
  { step: 'QUALIFIED_PURCHASER', values: values.notQualifiedPurchaser, next: 'ACCREDITED_INVESTOR' },
  { step: 'ACCREDITED_INVESTOR', values: values.accredited, next: 'DOCUMENT_SIGNED' },
];
