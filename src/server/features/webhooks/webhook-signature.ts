// The signature a receiver checks (docs/api.md 'Verifying a signature'), in Stripe's convention: HMAC-SHA256 with
// the endpoint's secret over `${timestamp}.${body}`, sent as `t=<unix seconds>,v1=<hex>`.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new endpoint's secret: 32 random bytes, prefixed so people recognise it. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export const webhookSignature = (secret: string, body: string, at: Date): string => {
  const timestamp = Math.floor(at.getTime() / 1000);
  const hex = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${hex}`;
};

/** The receiver's side, as docs/api.md shows it: the header matches the body and is within `toleranceSeconds`. */
export const isValidWebhookSignature = ({
  secret,
  body,
  header,
  now,
  toleranceSeconds = 300,
}: {
  secret: string;
  body: string;
  header: string;
  now: Date;
  toleranceSeconds?: number;
}): boolean => {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
