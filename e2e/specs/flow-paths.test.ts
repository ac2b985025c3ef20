// The model's generated paths walked through the real UI against the real server and database: for every state a
// new investor reaches on the seeded funds, assert the screen, answer it with the path's values, press Next, and
// land where the model says. Each screen is checked with axe and photographed for docs/screens.md.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowEvent } from '../../machines/investment-flow.types';
import { stepMeta } from '../../machines/step-meta';
import { stepDescription } from '../../machines/step-state';
import { pathTitle } from '../../model-tests/flow-paths';
import { STEP_IDS, type StepId } from '../../src/shared/domain/steps';
import { pressNext, stepDrivers } from '../drivers/step-drivers';
import { checkScreen } from '../support/screen-check';
import { connectBrowser, newVisitor, signUpInvestor } from '../support/session';
import { type Walk, walkPlan } from '../support/walk-plan';

const { walks, covered } = walkPlan();
const walked = new Set<StepId>();

const groupOf = (step: StepId): string => {
  const wizardStep = stepMeta(step).wizardStep;
  return wizardStep === null ? 'End screens' : `Wizard step ${wizardStep}`;
};

describe('[FLOW] model paths through the browser', () => {
  let browser: Browser;
  /**
   * A new investor for every walk: reaching the signing step opens an envelope, which makes the account a valid
   * existing account (docs/spec.md §4), so the same investor is no longer new on the next fund.
   */
  const investors: { context: BrowserContext; usedFunds: Set<string>; pageErrors: string[] }[] = [];

  const investorFor = async (fundSlug: string) => {
    const { context, page, pageErrors } = await newVisitor(browser);
    await page.close();
    await signUpInvestor(context, 'Ada', 'Lovelace');
    const investor = { context, usedFunds: new Set([fundSlug]), pageErrors };
    investors.push(investor);
    return investor;
  };

  beforeAll(async () => {
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(walks.map((walk) => [`${walk.fundSlug}: ${pathTitle(walk.path)}`, walk] as const))(
    '[FLOW] %s',
    async (_title, walk: Walk) => {
      const { context } = await investorFor(walk.fundSlug);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const fund = (await (await context.request.get(`/api/fund/${walk.fundSlug}`)).json()) as {
        fund: { minimumInvestmentAmount: number };
      };

      await page.goto(`/fund/${walk.fundSlug}`);
      await page.getByLabel('Commitment amount (USD)').fill(String(fund.fund.minimumInvestmentAmount / 100));
      await page.getByRole('button', { name: 'Invest', exact: true }).click();
      await page.waitForURL(/\/invest\/initial\//);

      const [first, ...rest] = walk.path.steps;
      if (!first) throw new Error('An empty path');
      let at = first.state.value as StepId;
      await stepDrivers[at].expectScreen(page);
      const shoot = async (step: StepId, via: string) => {
        walked.add(step);
        await checkScreen(page, {
          id: `step-${stepMeta(step).slug}`,
          title: stepDrivers[step].heading,
          group: groupOf(step),
          order: STEP_IDS.indexOf(step),
          description: `${step} · /${stepMeta(step).slug} — ${stepDescription(step)} Reached by: ${via}.`,
        });
      };
      await shoot(at, `${walk.fundSlug}, the first step`);

      for (const [index, pathStep] of rest.entries()) {
        const next = pathStep.state.value as StepId;
        const event = pathStep.event as FlowEvent;
        await stepDrivers[at].answer(page, event.type === 'SUBMIT' ? event.values : {});
        await pressNext(page, next);
        at = next;
        await shoot(at, `${walk.fundSlug}, ${walk.steps.slice(0, index + 2).join(' → ')}`);
      }
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('[FLOW] walks every state a new investor reaches on the seeded funds', () => {
    expect([...covered].filter((step) => !walked.has(step))).toEqual([]);
  });
});
