// docs/security.md 'Sessions': a session ends when idle (SESSION_IDLE_MINUTES, here half a minute so that the spec
// can wait it out), and the wizard saved every step: Next after the end goes to the fund's login (docs/spec.md §8, the page
// remembered), and logging in again brings the investor back to the same step. On a stack of its own with the short
// limit.
import { describe, expect, it } from 'vitest';
import { answerSteps, startInvestment } from '../drivers/start-investment';
import { stepDrivers } from '../drivers/step-drivers';
import { useOwnStack } from '../support/own-stack';
import { newVisitor, signUpInvestor } from '../support/session';

const IDLE_MS = 30_000;

describe('[SESSIONS] an idle session', () => {
  const own = useOwnStack({ env: { SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000) } });

  it('[SESSIONS] ends, and logging in again resumes the wizard at the same step', async () => {
    const { page, context, pageErrors } = await newVisitor(own.browser, { url: own.stack.baseUrl });
    const loggedInAt = Date.now();
    const person = await signUpInvestor(context);
    const transactionId = await startInvestment(page, 'income-bond-2026', 1_000);
    await answerSteps(page, [
      { step: 'INITIAL', values: {}, next: 'INTL_INVESTOR' },
      { step: 'INTL_INVESTOR', values: { isGlobalInvestor: false }, next: 'MOI_TYPE' },
      { step: 'MOI_TYPE', values: { methodOfInvestment: 'individual' }, next: 'SSN_TAX_ID' },
    ]);
    const stepUrl = page.url();
    // Nothing more for the idle limit (the session's end moves at most once a minute, so none of the above moved it).
    await page.waitForTimeout(Math.max(0, loggedInAt + IDLE_MS + 2_000 - Date.now()));
    expect((await (await context.request.get('/api/me')).json()).isLoggedIn).toBe(false);

    await stepDrivers.SSN_TAX_ID.answer(page, { ssn: '123-45-6789' });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/fund/login/income-bond-2026');
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(stepUrl);
    await stepDrivers.SSN_TAX_ID.expectScreen(page);
    expect(page.url()).toContain(transactionId);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
