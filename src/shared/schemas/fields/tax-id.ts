// docs/spec.md §5 tax ids (SSN, EIN and similar): after removing dashes and underscores and trimming, exactly 9 characters,
// all digits; a masked id kept from an earlier account ('•••-••-6789', docs/spec.md §2 masking) passes too. A field that
// holds only an SSN also refuses the numbers the Social Security Administration never issues (domain/tax-id.ts).
import { string } from 'yup';
import { isIssuableSsn, isNineDigitTaxId, normalizeTaxId } from '../../domain/tax-id';
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

/** A nine-digit number of the shape of an SSN that the Social Security Administration never issues. */
export const SSN_NOT_ISSUED_MESSAGE =
  'Please enter a valid SSN: no Social Security number starts with 000, 666 or 9, or has 00 in the middle or 0000 at the end.';

export const ssnIssuedRule = { name: 'ssnIssued', message: SSN_NOT_ISSUED_MESSAGE, test: isIssuableSsn };

/** A field that holds an SSN only (labelled 'Social Security number'): the tax-id rule, and a number that is issued. */
export const ssn = () => taxId(TAX_ID_MESSAGES.ssn).test(ssnIssuedRule);
