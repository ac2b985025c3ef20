// The wire instructions' fields: one schema for the back-office form and the server (docs/admin.md).
import { type ObjectSchema, object, string, ValidationError } from 'yup';
import type { WireDetails } from '../../api/wire-instructions';

const required = (label: string, max: number) =>
  string().trim().required(`Please enter the ${label}.`).max(max, `The ${label} can be at most ${max} characters.`);

export const wireDetailsSchema: ObjectSchema<WireDetails> = object({
  bankName: required('bank name', 200),
  bankAddress: required('bank address', 400),
  beneficiaryName: required('beneficiary', 200),
  beneficiaryAddress: required('beneficiary address', 400),
  accountNumber: string()
    .trim()
    .required('Please enter the account number.')
    .matches(/^[A-Za-z0-9]{4,34}$/, 'An account number is 4 to 34 letters and digits, without spaces.'),
  routingNumber: string()
    .trim()
    .required('Please enter the ABA routing number.')
    .matches(/^\d{9}$/, 'An ABA routing number is 9 digits.'),
  // Optional: blank (which the form sends as nothing) reads as no code.
  swiftCode: string()
    .trim()
    .default('')
    .matches(/^$|^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, 'A SWIFT/BIC code is 8 or 11 letters and digits.'),
});

export type WireFieldErrors = Partial<Record<keyof WireDetails, string>>;

/** Field → first message; empty when the details may be saved. */
export const wireDetailsErrors = (input: unknown): WireFieldErrors => {
  try {
    wireDetailsSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error])
      errors[issue.path ?? 'bankName'] ??= issue.message;
    return errors;
  }
};

/** The stored form: trimmed, codes upper-cased. */
export const normalizeWireDetails = (d: WireDetails): WireDetails => ({
  bankName: d.bankName.trim(),
  bankAddress: d.bankAddress.trim(),
  beneficiaryName: d.beneficiaryName.trim(),
  beneficiaryAddress: d.beneficiaryAddress.trim(),
  accountNumber: d.accountNumber.trim().toUpperCase(),
  routingNumber: d.routingNumber.trim(),
  swiftCode: d.swiftCode.trim().toUpperCase(),
});
