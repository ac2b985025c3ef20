// A webhook endpoint's fields: one schema for the back-office form and the server (docs/api.md 'Webhooks').
import { array, type ObjectSchema, object, string, ValidationError } from 'yup';
import type { WebhookEndpointInput } from '../../api/webhooks';
import { isAllowedWebhookUrl, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../domain/webhook-events';

export const WEBHOOK_URL_MAX = 2000;
export const URL_REQUIRED = 'Please enter the address that receives the events.';
export const URL_NOT_ALLOWED = 'Please enter an https:// address (http:// only for 127.0.0.1 or localhost).';
export const EVENTS_REQUIRED = 'Please choose at least one event.';

export const webhookEndpointSchema: ObjectSchema<WebhookEndpointInput> = object({
  url: string()
    .trim()
    .required(URL_REQUIRED)
    .max(WEBHOOK_URL_MAX, `The address can be at most ${WEBHOOK_URL_MAX} characters.`)
    .test('allowed-url', URL_NOT_ALLOWED, (value) => value === undefined || isAllowedWebhookUrl(value)),
  eventTypes: array(string<WebhookEventType>().oneOf(WEBHOOK_EVENT_TYPES).required())
    .required(EVENTS_REQUIRED)
    .min(1, EVENTS_REQUIRED),
});

export type WebhookEndpointErrors = Partial<Record<keyof WebhookEndpointInput, string>>;

/** Field → first message; empty when the endpoint may be saved. */
export const webhookEndpointErrors = (input: unknown): WebhookEndpointErrors => {
  try {
    webhookEndpointSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = (issue.path ?? 'url').replace(/\[\d+\]$/, '');
      errors[field] ??= issue.message;
    }
    return errors;
  }
};
