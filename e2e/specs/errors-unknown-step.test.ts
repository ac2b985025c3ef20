// docs/spec.md §4 'Previous button' and the ERROR_UNKNOWN end screen: when the stored answers no longer lead to the current
// step, Previous falls to ERROR_UNKNOWN, which says so and restarts the flow at INITIAL. Runs its own API and web
// server, whose database the spec changes while the API is halted.
import { describe, expect, it } from 'vitest';
import { answerSteps, startInvestment } from '../drivers/start-investment';
import { stepDrivers } from '../drivers/step-drivers';
import { useOwnStack } from '../support/own-stack';
import { checkScreen } from '../support/screen-check';
import { newVisitor, signUpInvestor } from '../support/session';
import { changeStoredAnswers } from '../support/stored-answers';

describe('[ERRORS] a step the stored answers no longer lead to', () => {
  const own = useOwnStack();

  it('[ERRORS] shows ERROR_UNKNOWN on Previous, and its Start again restarts the flow at INITIAL', async () => {
    const { page, context, pageErrors } = await newVisitor(own.browser, { url: own.stack.baseUrl });
    await signUpInvestor(context);
    const transactionId = await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
    ]);
    // The answers change under the investment: an entity's answers never lead to the individual's SSN step.
    await own.stack.api.halt();
    try {
      await changeStoredAnswers(own.stack.api.dataDir, transactionId, { methodOfInvestment: 'entity' });
    } finally {
      await own.restartApi();
    }
    await page.reload();
    await stepDrivers.SSN_TAX_ID.expectScreen(page);

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL(/\/invest\/error-unknown\//);
    await page.getByRole('heading', { name: "Something's not right", level: 1 }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain(
      'We could not find your place in the form. Your answers are saved; please start again from the beginning.',
    );
    await expect
      .poll(() => page.locator('[data-flash="warning"]').textContent())
      .toContain("Something's not right. Please try again.");
    // An end screen: no wizard footer, one way on.
    expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await checkScreen(page, {
      id: 'step-error-unknown',
      title: "Something's not right",
      group: 'End screens',
      order: 41,
      description:
        'ERROR_UNKNOWN · /error-unknown — Previous found that the stored answers no longer lead to the current step (docs/spec.md §4); Start again restarts at INITIAL.',
    });
    // The server keeps the investment at ERROR_UNKNOWN until the investor starts again.
    await page.reload();
    await page.getByRole('heading', { name: "Something's not right", level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Start again' }).click();
    await page.waitForURL(/\/invest\/initial\//);
    await stepDrivers.INITIAL.expectScreen(page);
    await page.reload();
    await stepDrivers.INITIAL.expectScreen(page);
    expect(new URL(page.url()).pathname).toBe(`/fund/income-bond-2026/invest/initial/${transactionId}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
