// The code a step screen needs besides the step page: the step's form descriptor and the parts only some steps show
// (step-parts.ts), each in a chunk of its own, and for a form with a phone number the phone field's code (its country
// choice). The screen draws once all of it is in, so nothing pops in after the heading. The step's schema is not part
// of it: the form asks for it once it is on screen, and only Next waits for it.
import { isTerminalStep, type StepId } from '../../../shared/domain/steps';
import type { StepForm } from '../../../shared/forms/form-types';
import type { PhoneNumberCode } from '../../components/fields/phone-number-code';
import { loadedPhoneFieldCode, loadPhoneFieldCode, needsPhoneFieldCode } from './phone-field-code';
import {
  loadedStaticOptionLists,
  loadStaticOptionLists,
  needsStaticOptionLists,
  type StaticOptionLists,
} from './static-option-lists';
import { loadedStepForm, loadStepForm } from './step-form-loaders';
import { partsOfStep } from './step-parts';

export type StepCode = {
  /** null for an end screen. */
  form: StepForm | null;
  /** The fixed option lists, when the form names one. */
  staticLists?: StaticOptionLists;
  /** The phone field's code, when the form asks for a phone number. */
  phoneNumbers?: PhoneNumberCode;
};

const loadForm = async (step: StepId): Promise<void> => {
  if (isTerminalStep(step)) return;
  const form = await loadStepForm(step);
  await Promise.all([
    needsStaticOptionLists(form) && loadStaticOptionLists(),
    needsPhoneFieldCode(form) && loadPhoneFieldCode(),
  ]);
};

export const loadStepCode = async (step: StepId): Promise<void> => {
  await Promise.all([loadForm(step), ...partsOfStep(step).map((part) => part.load())]);
};

/** The step's code if it is all in; undefined while something is still downloading. */
export const loadedStepCode = (step: StepId): StepCode | undefined => {
  if (!partsOfStep(step).every((part) => part.isLoaded())) return undefined;
  if (isTerminalStep(step)) return { form: null };
  const form = loadedStepForm(step);
  if (!form) return undefined;
  const staticLists = needsStaticOptionLists(form) ? loadedStaticOptionLists() : null;
  const phoneNumbers = needsPhoneFieldCode(form) ? loadedPhoneFieldCode() : null;
  if (staticLists === undefined || phoneNumbers === undefined) return undefined;
  return { form, ...(staticLists && { staticLists }), ...(phoneNumbers && { phoneNumbers }) };
};
