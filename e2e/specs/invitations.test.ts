// An invitation to subscribe in the browser (docs/admin.md 'Invitations'): the admin sends one from a pasted row, the
// invited investor opens the mailed link logged out, is told to log in or sign up with the invited address, signs up
// and comes back, and opens the fund with the commitment filled in; a link of another address's account says so.

import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { INVITATION_MESSAGES } from '../../src/shared/api/invitations';
import { centsToInput } from '../../src/web/lib/format/commitment';
import { checkScreen } from '../support/screen-check';
import { newVisitor, PHONE, useAdminAndInvestor } from '../support/session';

const FUND = 'venture-fund-iv';
const PASSWORD = 'correct-horse-battery';
/** Each sign-up from an address of its own, as the other specs do (the sign-up limit counts per address). */
const fromAddress = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

/** The invitation link of the latest mail to `email` in the stack's outbox (quoted-printable undone). */
const linkTo = async (email: string): Promise<string> => {
  const dir = inject('outboxDir');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = readdirSync(dir)
      .filter((name) => name.endsWith('-invitation.eml'))
      .sort()
      .map((name) =>
        readFileSync(join(dir, name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((text) => text.includes(email));
    const token = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? '')?.[1];
    if (token) return `/invitation?token=${token}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No invitation mail to ${email}`);
};

describe('[INVITATIONS] an invited investor opens the fund with the commitment agreed', () => {
  const people = useAdminAndInvestor();

  it('[INVITATIONS] signs up from the link at phone width and opens the fund with the commitment filled in', async () => {
    const email = `invited-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await people.admin.context.request.post(`/api/admin/funds/${FUND}/invitations`, {
      data: { text: `Ada Lovelace\t${email}\t150,000` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const link = await linkTo(email);

    const { page, context, pageErrors } = await newVisitor(people.browser, { viewport: PHONE });
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'You are invited to subscribe to Venture Fund IV' }).waitFor();
    await page.getByText('The commitment agreed with the fund: $150,000.00.').waitFor();
    await page.getByText('Log in, or sign up, with the e-mail address the invitation was sent to').waitFor();
    await checkScreen(page, {
      id: 'invitation-logged-out',
      title: 'An invitation to subscribe',
      group: 'Pages',
      order: 90,
      description:
        'The link of an invitation: the fund and the commitment agreed; logged out, the investor logs in or signs up with the invited address and comes back.',
    });

    // Logged in with another address: the page says which address the invitation went to.
    await context.request.post('/api/signup', {
      data: {
        email: `someone-${randomUUID().slice(0, 8)}@example.com`,
        password: PASSWORD,
        firstName: 'Eve',
        lastName: 'Else',
      },
      headers: fromAddress(71),
    });
    await page.reload();
    await page.getByRole('button', { name: 'Open the fund' }).click();
    const masked = (
      await (await context.request.post('/api/invitations/open', { data: { token: link.split('=')[1] } })).json()
    ).email;
    await page
      .getByRole('alert')
      .filter({ hasText: INVITATION_MESSAGES.otherEmail(masked) })
      .waitFor();
    await context.request.post('/api/logout', { data: {} });

    // The invited address: the fund opens with the commitment in its field.
    await context.request.post('/api/signup', {
      data: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
      headers: fromAddress(72),
    });
    await page.reload();
    await page.getByRole('button', { name: 'Open the fund' }).click();
    await page.waitForURL(new RegExp(`/fund/${FUND}\\?`));
    const amount = page.getByLabel('Commitment amount (USD)');
    await expect.poll(() => amount.inputValue()).toBe(centsToInput(15_000_000));
    const list = await (await people.admin.context.request.get(`/api/admin/funds/${FUND}/invitations`)).json();
    expect(list.invitations.find((invitation: { email: string }) => invitation.email === email)?.status).toBe('opened');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
