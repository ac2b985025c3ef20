// One row of an invitation paste (docs/admin.md 'Invitations'): the investor's name, e-mail, commitment in US dollars
// within the fund's limits, and optionally the entity's name and a note. The back office's paste preview and the
// server's send check a row with this same schema; what it refuses is named per field and nothing is sent for it.
import { object, ValidationError } from 'yup';
import { INVITATION_MESSAGES } from '../../api/invitations';
import { MAX_LENGTH } from '../../domain/constants';
import type { Fund } from '../../domain/entities';
import { formatUsd, parseUsdToCents } from '../../domain/money';
import { isAmountValid } from '../../domain/transactions';
import { email } from '../fields/email';
import { ENTITY_NAME_MESSAGE, ENTITY_NAME_PATTERN } from '../fields/entity-name';
import { PERSON_NAME_PATTERN } from '../fields/person-name';
import { requiredText } from '../fields/required';
import { maxLengthMessage, text } from '../fields/text';

export const INVITATION_NOTE_MAX = 500;
const NAME_MAX = 200;

export type InvitationRowInput = { name: string; email: string; commitment: string; entityName: string; note: string };
export type InvitationRowValues = { name: string; email: string; commitment: number; entityName: string; note: string };

type Limits = Pick<Fund, 'minimumInvestmentAmount' | 'maximumInvestmentAmount'>;

/** The fund's limits in words, as the commitment's message says them. */
export const commitmentRangeMessage = ({
  minimumInvestmentAmount: min,
  maximumInvestmentAmount: max,
}: Limits): string =>
  max === null
    ? `The commitment must be at least ${formatUsd(min)}.`
    : `The commitment must be between ${formatUsd(min)} and ${formatUsd(max)}.`;

const rowSchema = object({
  name: requiredText(INVITATION_MESSAGES.name)
    .matches(PERSON_NAME_PATTERN, INVITATION_MESSAGES.name)
    .max(NAME_MAX, maxLengthMessage(NAME_MAX)),
  email: email().transform((value: string) => value.toLowerCase()),
  entityName: text()
    .test('entity-name', ENTITY_NAME_MESSAGE, (value) => !value || ENTITY_NAME_PATTERN.test(value))
    .max(MAX_LENGTH.entityName, maxLengthMessage(MAX_LENGTH.entityName)),
  note: text().max(INVITATION_NOTE_MAX, INVITATION_MESSAGES.note),
});

/** The row's values, or its errors by field (the commitment checked against the fund's limits). */
export const checkInvitationRow = (
  input: InvitationRowInput,
  fund: Limits,
): { values: InvitationRowValues | null; errors: Record<string, string>; commitment: number | null } => {
  const errors: Record<string, string> = {};
  let checked: Omit<InvitationRowValues, 'commitment'> | null = null;
  try {
    checked = rowSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    for (const { path = '', message } of error.inner) errors[path] ??= message;
  }
  const commitment = parseUsdToCents(input.commitment);
  if (commitment === null || commitment <= 0) errors.commitment = INVITATION_MESSAGES.commitment;
  else if (!isAmountValid({ amount: commitment }, fund)) errors.commitment = commitmentRangeMessage(fund);
  const values = checked && commitment !== null && Object.keys(errors).length === 0 ? { ...checked, commitment } : null;
  return { values, errors, commitment };
};
