// A driver per state of the investment flow: what the screen must show (its heading) and how to answer it with a
// model path's values. The steps' forms are data, so most drivers fill the form descriptor generically; the end
// screens and signing assert their own content.
import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import { stepMeta } from '../../machines/step-meta';
import type { FlowValues } from '../../src/shared/domain/flow-values';
import { type FormStepId, isTerminalStep, STEP_IDS, type StepId } from '../../src/shared/domain/steps';
import type { FieldDescriptor, HidableField, StepForm } from '../../src/shared/forms/form-types';
import { stepForms } from '../../src/shared/forms/step-forms';
import { inDelegateVoice } from '../../src/web/features/investment-flow/delegate-voice';
import { waitFor } from '../support/wait-for';
import { choose, fillText, labelled, setCheckbox } from './field-fillers';

export type StepDriver = {
  step: StepId;
  heading: string;
  /** Asserts the screen: its heading, and for end screens their texts and buttons. */
  expectScreen: (page: Page) => Promise<void>;
  /** Answers the step with the values of the model path's event. */
  answer: (page: Page, values: Partial<FlowValues>) => Promise<void>;
};

const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      values,
    );

/** A group's first own question, or else the first question of its nested groups (a group that only nests). */
const firstLabelOf = (fields: readonly FieldDescriptor[]): string | undefined => {
  const own = fields.find(
    (f): f is Extract<FieldDescriptor, { label: string }> => 'label' in f && typeof f.label === 'string',
  );
  if (own) return own.label;
  for (const field of fields) {
    const nested = field.kind === 'hidable' ? firstLabelOf(field.fields) : undefined;
    if (nested) return nested;
  }
  return undefined;
};

const isShown = async (page: Page, group: HidableField, values: Partial<FlowValues>): Promise<boolean> => {
  const answered = valueAt(values, group.showWhen.name);
  if (answered !== undefined) {
    return 'equals' in group.showWhen ? answered === group.showWhen.equals : answered !== group.showWhen.notEquals;
  }
  // Not part of the answer: the page decides from what it holds.
  const first = firstLabelOf(group.fields);
  return first ? page.getByText(labelled(first)).first().isVisible() : false;
};

const fillFields = async (
  page: Page,
  fields: readonly FieldDescriptor[],
  values: Partial<FlowValues>,
): Promise<void> => {
  for (const field of fields) {
    if (field.kind === 'hidable') {
      if (await isShown(page, field, values)) await fillFields(page, field.fields, values);
      continue;
    }
    if (!('name' in field) || field.kind === 'button') continue;
    const value = valueAt(values, field.name);
    if (value === undefined) continue;
    switch (field.kind) {
      case 'textInput':
      case 'taxInput':
      case 'phoneNumber':
        await fillText(page, field.label, String(value ?? ''));
        break;
      case 'checkbox':
        await setCheckbox(page, field.label, value === true);
        break;
      case 'radioButton':
      case 'selector':
      case 'dropDownInput':
        await choose(page, field, value as never);
        break;
    }
  }
};

type Forms = Record<FormStepId, StepForm>;

const headingOf = (step: StepId, forms: Forms): string =>
  isTerminalStep(step) ? stepMeta(step).title : forms[step as FormStepId].title;

const expectHeading = async (page: Page, step: StepId, forms: Forms): Promise<void> => {
  const heading = page.getByRole('heading', { level: 1 });
  if (step === 'TAX_FORM') {
    // The tax-form step names the form it fills: 'Your tax form (Form W-9)'.
    const named = async () => /^Your tax form \(Form W-(9|8BEN|8BEN-E)\)$/.test((await heading.textContent()) ?? '');
    await waitFor(named, true, { what: 'the heading naming the tax form' });
    return;
  }
  await waitFor(() => heading.textContent(), headingOf(step, forms), { what: 'the heading' });
};

const END_SCREEN_CONTENT: Partial<Record<StepId, { text: RegExp; buttons: string[] }>> = {
  IRA_PROVIDER_CUSTOM_CONFIRM: {
    text: /investor relations team member will make contact/,
    buttons: ['Go to fund page'],
  },
  INVALID_INVESTOR_STATUS: {
    text: /must be Accredited Investors or Qualified Purchasers/,
    buttons: ['Go to Fund', 'Contact investor relations'],
  },
  INVALID_JTWROS_INVESTOR_STATUS: {
    text: /Louisiana residents cannot hold .* \(JTWROS\)/,
    buttons: ['Contact investor relations', 'Go to Fund'],
  },
};

const driverFor = (step: StepId, forms: Forms): StepDriver => ({
  step,
  heading: headingOf(step, forms),
  expectScreen: async (page) => {
    await expectHeading(page, step, forms);
    const content = END_SCREEN_CONTENT[step];
    if (content) {
      await waitFor(() => page.getByText(content.text).count(), 1, { what: `the text ${content.text}` });
      for (const name of content.buttons) {
        assert.equal(await page.getByRole('link', { name, exact: true }).count(), 1, `one '${name}' button`);
      }
      assert.equal(await page.getByRole('button', { name: 'Next' }).count(), 0, 'no Next on an end screen');
    }
    if (step === 'DOCUMENT_SIGNED') {
      await waitFor(() => page.getByRole('heading', { name: 'Your subscription agreement', exact: true }).count(), 1, {
        what: 'the embedded signing',
      });
      // docs/spec.md §2: on the signing step the next button is hidden.
      assert.equal(await page.getByRole('button', { name: 'Next' }).count(), 0, 'no Next while signing');
    }
  },
  answer: async (page, values) => {
    if (isTerminalStep(step)) throw new Error(`${step} takes no answer`);
    await fillFields(page, forms[step as FormStepId].fields, values);
  },
});

const driversOf = (forms: Forms): Record<StepId, StepDriver> =>
  Object.fromEntries(STEP_IDS.map((step) => [step, driverFor(step, forms)])) as Record<StepId, StepDriver>;

export const stepDrivers: Record<StepId, StepDriver> = driversOf(stepForms);

/** The drivers of a delegate filling in for the investor named: the steps ask about the investor. */
export const delegateStepDrivers = (name: string): Record<StepId, StepDriver> =>
  driversOf(
    Object.fromEntries(Object.entries(stepForms).map(([step, form]) => [step, inDelegateVoice(form, name)])) as Forms,
  );

/** Presses Next and waits for the screen of the expected step. */
export const pressNext = async (page: Page, next: StepId, drivers = stepDrivers): Promise<void> => {
  const button = page.getByRole('button', { name: 'Next', exact: true });
  await waitFor(() => button.isEnabled(), true, { what: 'Next to be enabled' });
  await button.click();
  await page.waitForURL(new RegExp(`/invest/${stepMeta(next).slug}/`), { timeout: 15_000 });
  await drivers[next].expectScreen(page);
};
