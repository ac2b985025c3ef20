// From the fund page into the wizard the way an investor does it (amount, Invest), and a few answered steps.
import type { Page } from 'playwright-core';
import type { FlowValues } from '../../src/shared/domain/flow-values';
import type { StepId } from '../../src/shared/domain/steps';
import { pressNext, stepDrivers } from './step-drivers';

/** Opens the fund, commits `dollars` and presses Invest; answers the transaction id from the step URL. */
export const startInvestment = async (page: Page, fundSlug: string, dollars: number): Promise<string> => {
  await page.goto(`/fund/${fundSlug}`);
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
