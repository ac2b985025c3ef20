// The generic renderer (docs/design.md §3): any step's descriptor, one component per docs/spec.md §2 field kind. The map is typed by
// kind, so a new kind without a component fails to compile.
import { useFormikContext } from 'formik';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { isConditionMet } from '../../../shared/forms/form-fields';
import type { FieldDescriptor, FieldKind, HidableField as HidableDescriptor } from '../../../shared/forms/form-types';
import { ButtonField } from './button-field';
import { CheckboxField } from './checkbox-field';
import { InfoBoxField, RichtextField } from './content-field';
import { DropDownInputField } from './drop-down-input-field';
import { useFieldEnvironment } from './field-context';
import styles from './fields.module.css';
import { OrField } from './or-field';
import { PhoneNumberField } from './phone-number-field';
import { RadioButtonField } from './radio-button-field';
import { SelectorField } from './selector-field';
import { TaxInputField } from './tax-input-field';
import { TextInputField } from './text-input-field';
import {
  AccountOverviewField,
  ContactInvestorRelationsButtonField,
  RedirectDataroomButtonField,
  SubscriptionAgreementSigningField,
} from './widget-fields';

type FieldComponents = { [K in FieldKind]: ComponentType<{ field: Extract<FieldDescriptor, { kind: K }> }> };

/** hidable (docs/spec.md §2): its fields show while the condition on the current values holds. */
const HidableField = ({ field }: { field: HidableDescriptor }) => {
  const { values } = useFormikContext();
  return isConditionMet(field.showWhen, values) ? <FieldList fields={field.fields} /> : null;
};

const fieldComponents: FieldComponents = {
  phoneNumber: PhoneNumberField,
  button: ButtonField,
  infoBox: InfoBoxField,
  taxInput: TaxInputField,
  checkbox: CheckboxField,
  textInput: TextInputField,
  radioButton: RadioButtonField,
  selector: SelectorField,
  dropDownInput: DropDownInputField,
  or: OrField,
  richtext: RichtextField,
  redirectDataroomButton: RedirectDataroomButtonField,
  hidable: HidableField,
  accountOverview: AccountOverviewField,
  subscriptionAgreementSigning: SubscriptionAgreementSigningField,
  contactInvestorRelationsButton: ContactInvestorRelationsButtonField,
};

const renderField = (field: FieldDescriptor): ReactNode => {
  const Component = fieldComponents[field.kind] as ComponentType<{ field: FieldDescriptor }>;
  return <Component field={field} />;
};

const keyOf = (field: FieldDescriptor, index: number): string =>
  'name' in field ? `${field.kind}:${field.name}` : `${field.kind}:${index}`;

type FieldListProps = {
  fields: readonly FieldDescriptor[];
  /** Extra content after a field (e.g. the worked example after the promoted-interest terms). */
  after?: (field: FieldDescriptor, index: number) => ReactNode;
};

/** The field a note is about: an address's parts share the address's note. */
const noteKeyOf = (field: FieldDescriptor): string | null =>
  'name' in field && typeof field.name === 'string' ? (field.name.split('.')[0] ?? null) : null;

/** The fund's note, above the first field of its question. */
const ChangeNote = ({ note }: { note: string }) => (
  <p className={styles.changeNote} role="note">
    <strong>Note from the fund:</strong> {note}
  </p>
);

export const FieldList = ({ fields, after }: FieldListProps) => {
  const notes = useFieldEnvironment().changeNotes ?? {};
  const firstOf = new Map<string, number>();
  fields.forEach((field, index) => {
    const key = noteKeyOf(field);
    if (key !== null && notes[key] !== undefined && !firstOf.has(key)) firstOf.set(key, index);
  });
  return (
    <>
      {fields.map((field, index) => {
        const key = noteKeyOf(field);
        const note = key !== null && firstOf.get(key) === index ? notes[key] : undefined;
        return (
          <Fragment key={keyOf(field, index)}>
            {note !== undefined && <ChangeNote note={note} />}
            {renderField(field)}
            {after?.(field, index)}
          </Fragment>
        );
      })}
    </>
  );
};
