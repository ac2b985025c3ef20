// What field components need from the page around them: option lists that depend on the request, the phone field's
// code where the form asks for a phone, which fields are locked (docs/spec.md §2 display rules), the widgets drawn from page
// data, and the form's button action.
import { createContext, type ReactNode, useContext } from 'react';
import type { ButtonField, FlowPath, InlineOption, OptionSource, WidgetField } from '../../../shared/forms/form-types';
import type { PhoneNumberCode } from './phone-number-code';

export type WidgetKind = WidgetField['kind'];

export type FieldEnvironment = {
  resolveOptions: (source: OptionSource) => readonly InlineOption[];
  /** The phone field's code (its own chunk), loaded with the forms that ask for a phone number. */
  phoneNumbers?: PhoneNumberCode;
  /** Read-only: confirmed forms, names after signing, IRA tax ids confirmed at signing. */
  isLocked: (path: FlowPath) => boolean;
  /** Widgets the page draws from its own data; a missing one renders nothing. */
  widgets: Partial<Record<WidgetKind, ReactNode>>;
  /** A button field (e.g. Edit): set its value and submit. */
  onButton: (field: ButtonField) => void;
  /** Buttons hidden by page rules (e.g. Edit for a confirmed IRA, docs/spec.md §2). */
  isButtonHidden: (field: ButtonField) => boolean;
  isBusy: boolean;
  /** The fund's notes by field (its change request): each is shown above its question. */
  changeNotes?: Readonly<Record<string, string>>;
};

const FieldEnvironmentContext = createContext<FieldEnvironment | null>(null);

export const FieldEnvironmentProvider = ({ value, children }: { value: FieldEnvironment; children: ReactNode }) => (
  <FieldEnvironmentContext.Provider value={value}>{children}</FieldEnvironmentContext.Provider>
);

export const useFieldEnvironment = (): FieldEnvironment => {
  const value = useContext(FieldEnvironmentContext);
  if (!value) throw new Error('Field components need a FieldEnvironmentProvider');
  return value;
};
