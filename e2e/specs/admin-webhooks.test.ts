// A fund's webhooks in the back office, in Chromium: an admin adds an endpoint (a plain-http address to another host
// is refused in the form, tied to its field), sees the signing secret once, watches a real receiver get the event of
// a new subscription, and sends it again with the same event id; axe at desktop and phone width.
import { describe, expect, it } from 'vitest';
import { validFundInput } from '../../src/server/features/back-office/testing/fund-input';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../src/server/features/webhooks/testing/webhook-receiver';
import { isValidWebhookSignature } from '../../src/server/features/webhooks/webhook-signature';
import { URL_NOT_ALLOWED } from '../../src/shared/schemas/admin/webhook-endpoint.schema';
import { expectNoAxeViolations } from '../support/a11y';
import { recordScreen } from '../support/screens';
import { PHONE, useAdminAndInvestor } from '../support/session';
import { waitFor } from '../support/wait-for';

const slug = `e2e-hooks-${Date.now().toString(36)}`;
const FUND_NAME = 'Webhook Growth Fund';
const path = `/admin/funds/${slug}/webhooks`;

const fundInput = validFundInput({
  slug,
  code: 'WHGF',
  name: FUND_NAME,
  legalName: 'Webhook Growth Fund, L.P.',
  targetAmount: null,
});

describe('[ADMIN] a fund’s webhooks in the back office', () => {
  const people = useAdminAndInvestor();
  let receiver: WebhookReceiver;

  it('[ADMIN] adds an endpoint, shows its secret once, and sends a delivery again', async () => {
    const { page, context } = people.admin;
    receiver = await startWebhookReceiver();
    try {
      expect((await context.request.post('/api/admin/funds', { data: fundInput })).status()).toBe(201);
      await page.goto(`/admin/funds/${slug}`);
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: `Webhooks of ${FUND_NAME}` }).waitFor();
      await page.getByText('No endpoints yet: nothing is sent.').waitFor();
      await expectNoAxeViolations(page, 'Back office: webhooks, none yet');

      const form = page.getByRole('form', { name: 'New webhook endpoint' });
      const address = form.getByLabel('Endpoint address');
      await address.fill('http://crm.example.com/hook');
      // Leaving the field checks it with the shared schema: the message appears under it.
      await address.press('Tab');
      const refusal = form.getByText(URL_NOT_ALLOWED);
      await refusal.waitFor();
      await form.getByLabel(/Subscription created/).check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await refusal.waitFor();
      expect(await address.getAttribute('aria-invalid')).toBe('true');
      expect(await address.getAttribute('aria-describedby')).toContain(await refusal.getAttribute('id'));

      // From the keyboard: the address, then the chosen event is already ticked, then the button.
      await address.fill(receiver.url);
      await address.press('Enter');
      const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole('table', { name: 'Endpoints' }).getByText(receiver.url).waitFor();
      await expectNoAxeViolations(page, 'Back office: webhooks, secret shown once');

      // An investor starts a subscription on the fund: the portal's worker sends the event to the receiver.
      const investor = people.investor.context.request;
      expect((await investor.post('/api/create-user-portfolio', { data: { portalFundSlug: slug } })).status()).toBe(
        200,
      );
      expect((await investor.post('/api/submit-step', { data: { portalFundSlug: slug } })).status()).toBe(200);
      await waitFor(async () => receiver.accepted().length, 1, { what: 'deliveries received' });
      const [first] = receiver.received;
      const event = receiver.accepted()[0];
      expect(event?.type).toBe('subscription.created');
      const header = String(first?.headers['portal-signature']);
      expect(isValidWebhookSignature({ secret, body: first?.body ?? '', header, now: new Date() })).toBe(true);

      // The secret is not shown again once the page is opened anew.
      await page.reload();
      await page.getByRole('table', { name: 'Recent deliveries, newest first' }).getByText('Delivered').waitFor();
      expect(await page.getByTestId('webhook-secret').count()).toBe(0);
      expect(await page.content()).not.toContain(secret);
      await recordScreen(page, {
        id: 'page-admin-webhooks',
        title: 'Back office: a fund’s webhooks',
        group: 'Back office',
        order: 35,
        description:
          '/admin/funds/:slug/webhooks: the endpoints, the form to add one with the events it receives, and the recent deliveries with their last attempt and a way to send each again.',
      });

      await page.getByRole('button', { name: `Send subscription.created ${event?.id} again` }).click();
      await page.getByText('Queued to be sent again, with the same event id.').waitFor();
      await waitFor(async () => receiver.accepted().length, 2, { what: 'deliveries received' });
      expect(receiver.accepted().map((e) => e.id)).toEqual([event?.id, event?.id]);

      await page.setViewportSize(PHONE);
      await expectNoAxeViolations(page, 'Back office: webhooks at phone width');
    } finally {
      await receiver.close();
    }
  });

  it('[ADMIN] reads the API reference: operations by tag with their schemas, and the webhook bodies', async () => {
    const { page } = people.admin;
    await page.goto(path);
    await page.getByRole('link', { name: 'API reference' }).click();
    await page.waitForURL('**/admin/api');
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    const operations = page.getByRole('list', { name: 'Webhooks operations' });
    await operations.getByRole('heading', { name: 'GET /api/admin/funds/{slug}/webhooks' }).waitFor();
    const events = page.getByRole('list', { name: 'Webhook events' });
    const funded = events
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'subscription.funded' }) });
    await funded.getByText('Body', { exact: true }).click();
    await funded.getByText('"fundsTransferDate"').first().waitFor();
    await expectNoAxeViolations(page, 'Back office: API reference');
  });
});
