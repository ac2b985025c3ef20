// Step forms as data (docs/design.md §3): one generic renderer draws any descriptor with one component per docs/spec.md §2 field kind,
// and the server reads the same descriptor to know which values a step binds.
import type { Address } from '../domain/entities';
import type { FlowValues } from '../domain/flow-values';

/** docs/spec.md §2 'Dynamic form field kinds'. */
export type FieldKind =
  | 'phoneNumber'
  | 'button'
  | 'infoBox'
  | 'taxInput'
  | 'checkbox'
  | 'textInput'
  | 'radioButton'
  | 'selector'
  | 'dropDownInput'
  | 'or'
  | 'richtext'
  | 'redirectDataroomButton'
  | 'hidable'
  | 'accountOverview'
  | 'subscriptionAgreementSigning'
  | 'contactInvestorRelationsButton';

/** The FlowValues keys that hold an address. */
export type AddressKey = { [K in keyof FlowValues]: FlowValues[K] extends Address ? K : never }[keyof FlowValues];

/** A value a field binds: a top-level FlowValues key, or one part of an address ('residenceAddress.city'). */
export type FlowPath = Exclude<keyof FlowValues, AddressKey> | `${AddressKey}.${keyof Address}`;

export type OptionValue = string | boolean | null;
export type InlineOption = { label: string; value: OptionValue; hint?: string };

/** Named lists: static ones resolve in option-lists.ts; 'countries' and 'existingAccounts' come from the server. */
export type OptionListName =
  | 'usStates'
  | 'countries'
  | 'iraTypes'
  | 'usMethods'
  | 'globalMethods'
  | 'custodians'
  | 'qualifiedPurchaserDefinitionsIndividual'
  | 'qualifiedPurchaserDefinitionsEntity'
  | 'existingAccounts';

export type OptionSource = OptionListName | readonly InlineOption[];

export type TaxIdKind = 'ssn' | 'ein' | 'foreign';

/** Shown while the bound value equals (or, with notEquals, differs from) the given one. */
export type FieldCondition = { name: FlowPath; equals: OptionValue } | { name: FlowPath; notEquals: OptionValue };

type Labelled = { label: string; hint?: string };

export type TextInputField = Labelled & {
  kind: 'textInput';
  name: FlowPath;
  autoComplete?: string;
  maxLength?: number;
  isOptional?: boolean;
};
export type TaxInputField = Labelled & { kind: 'taxInput'; name: FlowPath; taxIdKind: TaxIdKind };
export type PhoneNumberField = Labelled & { kind: 'phoneNumber'; name: FlowPath; autoComplete?: string };
export type CheckboxField = Labelled & { kind: 'checkbox'; name: FlowPath };
export type ChoiceField = Labelled & {
  kind: 'radioButton' | 'selector' | 'dropDownInput';
  name: FlowPath;
  options: OptionSource;
  autoComplete?: string;
};
/** Sets `name` to `value` and submits (e.g. Edit on CONFIRM_MOI). */
export type ButtonField = Labelled & { kind: 'button'; name: FlowPath; value: OptionValue };
/**
 * Copy: a paragraph, a list, or both; a numbered list when the items' numbers matter (a certification's items). A
 * section's title is a heading that opens a part of a long step (each owner on BENEFICIAL_OWNERS).
 */
export type ContentField = {
  kind: 'infoBox' | 'richtext';
  title?: string;
  isSection?: boolean;
  text?: string;
  items?: readonly string[];
  isOrdered?: boolean;
};
export type OrField = { kind: 'or' };
export type HidableField = { kind: 'hidable'; showWhen: FieldCondition; fields: readonly FieldDescriptor[] };
/** Widgets drawn from data the page already holds; they bind no value. */
export type WidgetField = {
  kind:
    | 'accountOverview'
    | 'subscriptionAgreementSigning'
    | 'redirectDataroomButton'
    | 'contactInvestorRelationsButton';
  label?: string;
};

export type FieldDescriptor =
  | TextInputField
  | TaxInputField
  | PhoneNumberField
  | CheckboxField
  | ChoiceField
  | ButtonField
  | ContentField
  | OrField
  | HidableField
  | WidgetField;

export type StepForm = { title: string; intro?: string; fields: readonly FieldDescriptor[] };
