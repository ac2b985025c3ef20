import { describe, expect, it } from 'vitest';
import { isAllowedWebhookUrl, isWebhookEventType } from './webhook-events';

describe('webhook endpoint addresses', () => {
  it.each([
    ['https://crm.example.com/hooks/portal', true],
    ['http://127.0.0.1:4000/hook', true],
    ['http://localhost:4000/hook', true],
    ['http://[::1]:4000/hook', true],
    ['http://crm.example.com/hook', false],
    ['http://127.0.0.2/hook', false],
    ['ftp://crm.example.com/hook', false],
    ['https://user:secret@crm.example.com/hook', false],
    ['not a url', false],
  ])('%s is allowed: %s', (url, expected) => {
    expect(isAllowedWebhookUrl(url)).toBe(expected);
  });

  it('knows its event types', () => {
    expect(isWebhookEventType('subscription.funded')).toBe(true);
    expect(isWebhookEventType('subscription.deleted')).toBe(false);
  });
});
