// What Next sends: only the values the step owns (the keys of its schema, all the server accepts). A button field
// (Edit) counts as pressed only when it was the button used; Next sends it unpressed, so a stored Edit from an
// earlier visit is not replayed.
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { ButtonField, FieldDescriptor, StepForm } from '../../../shared/forms/form-types';

export const valuesForStep = (ownedKeys: readonly string[], values: FlowValues): Partial<FlowValues> =>
  Object.fromEntries(ownedKeys.filter((key) => key in values).map((key) => [key, values[key as keyof FlowValues]]));

const buttonsOf = (fields: readonly FieldDescriptor[]): ButtonField[] =>
  fields.flatMap((field) =>
    field.kind === 'button' ? [field] : field.kind === 'hidable' ? buttonsOf(field.fields) : [],
  );

export const valuesForNext = (
  form: StepForm,
  ownedKeys: readonly string[],
  values: FlowValues,
  pressed?: ButtonField,
): Partial<FlowValues> => {
  const sent = valuesForStep(ownedKeys, values) as Record<string, unknown>;
  for (const button of buttonsOf(form.fields)) {
    if (button === pressed || !(button.name in sent)) continue;
    if (typeof button.value === 'boolean') sent[button.name] = !button.value;
  }
  return sent as Partial<FlowValues>;
};
