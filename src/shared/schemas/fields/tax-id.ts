// docs/spec.md §5 tax ids (SSN, EIN and similar): after removing dashes and underscores and trimming, exactly 9 characters,
// all digits; a masked id kept from an earlier account ('•••-••-6789', docs/spec.md §2 masking) passes too.
import { string } from 'yup';
import { isNineDigitTaxId, normalizeTaxId } from '../../domain/tax-id';
import { INVALID_VALUE_MESSAGE } from './text';

export const TAX_ID_MESSAGES = {
  ssn: 'Please enter a valid SSN.',
  ein: 'Please enter a valid EIN.',
  generic: 'Please enter a valid Tax ID',
  custodianEin: 'Please enter a valid EIN for your IRA Custodian.',
} as const;

/** The normalised tax id without the length rule, for steps that check it only under a condition. */
export const taxIdText = () =>
  string()
    .default('')
    .typeError(INVALID_VALUE_MESSAGE)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeTaxId(value) : (value ?? '')));

export const taxIdRule = (message: string) => ({ name: 'taxId', message, test: isNineDigitTaxId });

export const taxId = (message: string) => taxIdText().test(taxIdRule(message));
