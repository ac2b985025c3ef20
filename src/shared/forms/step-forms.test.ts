import { describe, expect, it } from 'vitest';
import type { FormStepId } from '../domain/steps';
import { stepFields, stepSchemas, validateStep } from '../schemas/step-schemas';
import { boundPaths, topLevelKey } from './form-fields';
import type { ChoiceField, FieldCondition, FieldDescriptor, OptionValue } from './form-types';
import { isStaticOptionList, STATIC_OPTION_LISTS } from './option-lists';
import { stepForms } from './step-forms';

const STEPS = Object.keys(stepForms) as FormStepId[];

type PlacedChoice = { step: FormStepId; field: ChoiceField; conditions: FieldCondition[] };

const choicesOf = (step: FormStepId): PlacedChoice[] => {
  const found: PlacedChoice[] = [];
  const visit = (fields: readonly FieldDescriptor[], conditions: FieldCondition[]): void => {
    for (const field of fields) {
      if (field.kind === 'hidable') visit(field.fields, [...conditions, field.showWhen]);
      if (field.kind === 'radioButton' || field.kind === 'selector' || field.kind === 'dropDownInput') {
        found.push({ step, field, conditions });
      }
    }
  };
  visit(stepForms[step].fields, []);
  return found;
};

const setPath = (values: Record<string, unknown>, path: string, value: unknown): void => {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) {
    values[head] = value;
    return;
  }
  values[head] ??= {};
  setPath(values[head] as Record<string, unknown>, rest.join('.'), value);
};

/**
 * A value for a condition's field that every one of the field's conditions holds for: the value an `equals` names;
 * else, for `notEquals` alone, the first answer the step offers for that field that none of them excludes (a count of
 * owners shown from 1 on), or a value no form offers.
 */
const valueHolding = (step: FormStepId, conditions: FieldCondition[], name: string): OptionValue => {
  const own = conditions.filter((condition) => condition.name === name);
  const equal = own.find((condition) => 'equals' in condition);
  if (equal && 'equals' in equal) return equal.equals;
  const excluded = new Set(own.map((condition) => ('notEquals' in condition ? condition.notEquals : null)));
  const offered = choicesOf(step)
    .filter((choice) => choice.field.name === name)
    .flatMap((choice) => (typeof choice.field.options === 'string' ? [] : choice.field.options.map((o) => o.value)));
  return offered.find((value) => !excluded.has(value)) ?? 'ZZ';
};

/** Values that show the field (its hidable conditions hold) and give it `value`; addresses default to the US. */
const valuesShowing = ({ step, field, conditions }: PlacedChoice, value: OptionValue): Record<string, unknown> => {
  const values: Record<string, unknown> = {};
  if (field.name.includes('.')) setPath(values, `${topLevelKey(field.name)}.country`, 'US');
  for (const condition of conditions) {
    setPath(values, condition.name, valueHolding(step, conditions, condition.name));
  }
  setPath(values, field.name, value);
  return values;
};

const errorFor = async (choice: PlacedChoice, value: OptionValue): Promise<string | undefined> => {
  const result = await validateStep(choice.step, valuesShowing(choice, value));
  return result.ok ? undefined : result.fields[choice.field.name];
};

const checkableChoices = STEPS.flatMap(choicesOf).filter(
  ({ field }) => typeof field.options !== 'string' || isStaticOptionList(field.options),
);
const optionsOf = ({ field }: PlacedChoice) =>
  typeof field.options === 'string' && isStaticOptionList(field.options)
    ? STATIC_OPTION_LISTS[field.options]
    : (field.options as Exclude<typeof field.options, string>);

describe('step forms', () => {
  it('has a form for every step that has a schema', () => {
    expect(STEPS.sort()).toEqual(Object.keys(stepSchemas).sort());
  });

  it.each(STEPS)('%s binds only fields its schema owns', (step) => {
    const owned = new Set<string>(stepFields(step));
    expect(boundPaths(stepForms[step]).filter((path) => !owned.has(topLevelKey(path)))).toEqual([]);
  });

  it.each(STEPS)('%s has a form field for every field its schema owns', (step) => {
    const bound = new Set(boundPaths(stepForms[step]).map(topLevelKey));
    expect(stepFields(step).filter((field) => !bound.has(field))).toEqual([]);
  });

  it.each(checkableChoices.map((choice) => [choice.step, choice.field.name, choice] as const))(
    '%s offers for %s only answers its schema accepts',
    async (_step, _name, choice) => {
      for (const option of optionsOf(choice)) {
        expect(await errorFor(choice, option.value)).toBeUndefined();
      }
      expect(await errorFor(choice, 'not-an-option')).toBeTypeOf('string');
    },
  );
});
