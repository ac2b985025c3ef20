// How an investor fills each docs/spec.md §2 field kind, found by its visible label (so the tests also prove every control
// is labelled). Values are the model path's answers (FlowValues).
import type { Locator, Page } from 'playwright-core';
import type { ChoiceField, InlineOption, OptionSource, OptionValue } from '../../src/shared/forms/form-types';
import { isStaticOptionList, STATIC_OPTION_LISTS } from '../../src/shared/forms/option-lists';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label as the page shows it: the descriptor's text, maybe followed by '(optional)'. */
export const labelled = (label: string): RegExp => new RegExp(`^${escapeRegExp(label)}( \\(optional\\))?$`);

export const optionsOf = (source: OptionSource, value: OptionValue): readonly InlineOption[] => {
  if (typeof source !== 'string') return source as readonly InlineOption[];
  if (source === 'countries') return [{ value, label: regionNames.of(String(value)) ?? String(value) }];
  if (isStaticOptionList(source)) return STATIC_OPTION_LISTS[source];
  throw new Error(`No options known for ${source}`);
};

export const optionLabel = (field: ChoiceField, value: OptionValue): string => {
  const option = optionsOf(field.options, value).find((o) => Object.is(o.value, value));
  if (!option) throw new Error(`${field.label} has no option ${JSON.stringify(value)}`);
  return option.label;
};

export const fillText = async (scope: Page | Locator, label: string, value: string): Promise<void> => {
  await scope.getByLabel(labelled(label)).fill(value);
};

export const setCheckbox = async (scope: Page | Locator, label: string, value: boolean): Promise<void> => {
  await scope.getByRole('checkbox', { name: label, exact: true }).setChecked(value);
};

export const choose = async (scope: Page | Locator, field: ChoiceField, value: OptionValue): Promise<void> => {
  const label = optionLabel(field, value);
  if (field.kind === 'dropDownInput') {
    await scope.getByLabel(labelled(field.label)).selectOption({ label });
    return;
  }
  await scope.getByRole('radiogroup', { name: field.label }).getByRole('radio', { name: label, exact: true }).check();
};
