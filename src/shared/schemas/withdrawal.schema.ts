// The investor's withdrawal of a subscription (docs/design.md §7b, the lifecycle's exit before the countersignature):
// the reason, checked by the summary's dialog and by the server with the same schema.
import { object, string } from 'yup';
import { WITHDRAWAL_REASON_MAX } from '../domain/lifecycle';

export const WITHDRAWAL_MESSAGES = {
  reason: 'Please tell investor relations why you are withdrawing.',
  reasonLength: `Please keep the reason within ${WITHDRAWAL_REASON_MAX} characters.`,
} as const;

export const withdrawalSchema = object({
  reason: string()
    .trim()
    .required(WITHDRAWAL_MESSAGES.reason)
    .max(WITHDRAWAL_REASON_MAX, WITHDRAWAL_MESSAGES.reasonLength),
});

export type WithdrawalBody = { transactionIntegrationId: string; reason: string };

/** What the server answers: when the subscription was withdrawn. */
export type WithdrawalAnswer = { transactionIntegrationId: string; withdrawalDate: string };
