// docs/security.md 'Step-up': once the password or code given in the session is older than the step-up window
// (STEP_UP_MINUTES, here three seconds so that the spec can wait it out), the full-tax-id export asks 'Confirm it is
// you' in a dialog, says why under the field when the password is wrong, and downloads once it is right. On a stack of
// its own with the short window.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useOwnStack } from '../support/own-stack';
import { checkScreen } from '../support/screen-check';
import { DEMO, logInAs, newVisitor } from '../support/session';

const STEP_UP_MS = 3_000;

describe('[STEP-UP] the password again before a sensitive action', () => {
  const own = useOwnStack({ env: { STEP_UP_MINUTES: String(STEP_UP_MS / 60_000) } });

  it('[STEP-UP] asks for it before the full tax ids, then downloads them', async () => {
    const { page, context, pageErrors } = await newVisitor(own.browser, { url: own.stack.baseUrl });
    await logInAs(context, DEMO.admin, DEMO.adminPassword);
    await page.goto('/admin/funds/venture-fund-iv');
    await page.getByRole('button', { name: 'CSV with full Tax IDs…' }).waitFor();
    await page.waitForTimeout(STEP_UP_MS + 1_000);

    await page.getByRole('button', { name: 'CSV with full Tax IDs…' }).click();
    await page.getByRole('button', { name: 'Download with full Tax IDs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await dialog.getByLabel('Your password').fill('not the password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The current password is incorrect.' }).waitFor();
    expect(await dialog.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');
    await checkScreen(page, {
      id: 'admin-step-up',
      title: 'Back office: confirm it is you',
      group: 'Back office',
      order: 60,
      description: 'Before the full tax ids or a change of wire instructions, the password or a code again (step-up).',
    });
    await dialog.getByLabel('Your password').fill(DEMO.adminPassword);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-full-tax-ids\.csv$/);
    const saved = join(mkdtempSync(join(tmpdir(), 'step-up-')), download.suggestedFilename());
    await download.saveAs(saved);
    expect(readFileSync(saved, 'utf8').split('\n')[0]).toContain('Tax id');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
