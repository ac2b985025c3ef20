// The phone number field's code (components/fields/phone-number-code.ts: libphonenumber's metadata, the country
// choice) in a chunk of its own, loaded with the forms that ask for a phone: most steps ask for none.
import type { FieldDescriptor, StepForm } from '../../../shared/forms/form-types';
import type { PhoneNumberCode } from '../../components/fields/phone-number-code';
import { loadedOnce } from './loaded-once';

const hasPhoneNumber = (fields: readonly FieldDescriptor[]): boolean =>
  fields.some((field) => field.kind === 'phoneNumber' || (field.kind === 'hidable' && hasPhoneNumber(field.fields)));

/** Whether the form asks for a phone number. */
export const needsPhoneFieldCode = (form: StepForm): boolean => hasPhoneNumber(form.fields);

const code = loadedOnce((_: 'phone') =>
  import('../../components/fields/phone-number-code').then((m) => m.phoneNumberCode),
);

export const loadPhoneFieldCode = (): Promise<PhoneNumberCode> => code.load('phone');

export const loadedPhoneFieldCode = (): PhoneNumberCode | undefined => code.loaded('phone');
