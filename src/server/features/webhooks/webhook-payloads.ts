// The JSON bodies a receiver gets (docs/api.md 'Webhooks'), as JSON schemas: the OpenAPI document's `webhooks`
// describe them. Every event names the subscription and its fund; none carries a tax id or other personal data.
import { STEP_IDS } from '../../../shared/domain/steps';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../shared/domain/webhook-events';

const instant = { type: 'string', format: 'date-time' } as const;
const step = { type: 'string', enum: STEP_IDS } as const;

/** What each event adds to the fields every event has (transactionId, fundSlug, investorId). */
const EVENT_FIELDS = {
  'subscription.created': { properties: { currentStep: step }, required: ['currentStep'] },
  'subscription.step_changed': { properties: { fromStep: step, toStep: step }, required: ['fromStep', 'toStep'] },
  'subscription.signed': { properties: { signedAt: instant }, required: ['signedAt'] },
  'subscription.approved': { properties: {}, required: [] },
  'subscription.declined': { properties: { reason: { type: 'string' } }, required: ['reason'] },
  'subscription.withdrawn': { properties: {}, required: [] },
  'subscription.countersigned': { properties: { countersignedAt: instant }, required: ['countersignedAt'] },
  'subscription.funded': { properties: { fundsTransferDate: instant }, required: ['fundsTransferDate'] },
  'subscription.change_requested': {
    properties: { requestedStep: step, message: { type: 'string' } },
    required: ['requestedStep'],
  },
  'screening.completed': {
    properties: {
      result: { type: 'string', enum: ['clear', 'possibleMatch', 'exempt'] },
      possibleMatches: { type: 'integer', description: 'Possible matches found that were not found before.' },
      reason: { type: 'string', enum: ['signed', 'listUpdate', 'admin'] },
    },
    required: ['result', 'possibleMatches', 'reason'],
  },
  'screening.cleared': { properties: { matchId: { type: 'string', format: 'uuid' } }, required: ['matchId'] },
  'screening.confirmed': { properties: { matchId: { type: 'string', format: 'uuid' } }, required: ['matchId'] },
} as const satisfies Record<WebhookEventType, { properties: object; required: readonly string[] }>;

/** The data each event type carries besides the common fields, as TypeScript sees it. */
export type WebhookEventData = {
  'subscription.created': { currentStep: string };
  'subscription.step_changed': { fromStep: string; toStep: string };
  'subscription.signed': { signedAt: string };
  'subscription.approved': Record<string, never>;
  'subscription.declined': { reason: string };
  'subscription.withdrawn': Record<string, never>;
  'subscription.countersigned': { countersignedAt: string };
  'subscription.funded': { fundsTransferDate: string };
  'subscription.change_requested': { requestedStep: string; message?: string };
  'screening.completed': { result: 'clear' | 'possibleMatch' | 'exempt'; possibleMatches: number; reason: string };
  'screening.cleared': { matchId: string };
  'screening.confirmed': { matchId: string };
};

const COMMON = {
  transactionId: { type: 'string', format: 'uuid', description: 'The subscription (transaction) id.' },
  fundSlug: { type: 'string', description: "The fund's slug, as in its page address." },
  investorId: { type: 'string', format: 'uuid', description: "The investor's user id." },
} as const;

/** The body of one event type: `{ id, type, created, data }`. */
export const webhookBodySchema = (type: WebhookEventType) => ({
  type: 'object',
  required: ['id', 'type', 'created', 'data'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The event id, also in the Portal-Event-Id header.' },
    type: { type: 'string', const: type },
    created: instant,
    data: {
      type: 'object',
      required: ['transactionId', 'fundSlug', 'investorId', ...EVENT_FIELDS[type].required],
      properties: { ...COMMON, ...EVENT_FIELDS[type].properties },
    },
  },
});

/** OpenAPI 3.1 `webhooks`: one POST per event type. */
export const openApiWebhooks = () =>
  Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: `${type}`,
          description:
            'Signed with HMAC-SHA256 over "<timestamp>.<body>", sent as `Portal-Signature: t=<unix>,v1=<hex>` (docs/api.md).',
          parameters: [
            { name: 'Portal-Signature', in: 'header', required: true, schema: { type: 'string' } },
            { name: 'Portal-Event-Id', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: webhookBodySchema(type) } } },
          responses: { '200': { description: 'Any 2xx answer marks the event delivered.' } },
        },
      },
    ]),
  );
