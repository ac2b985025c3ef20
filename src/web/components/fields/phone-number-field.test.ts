// The phone field as the server draws it and the browser's first render repeats it: the country beside the number,
// preselected from the stored number, named from the page's country list.
import { Formik } from 'formik';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { InlineOption } from '../../../shared/forms/form-types';
import { type FieldEnvironment, FieldEnvironmentProvider } from './field-context';
import { phoneNumberCode } from './phone-number-code';
import { PhoneNumberField } from './phone-number-field';

/** The page's list as the server names it (GET /api/fundraise-ui-config), here three countries and their order. */
const COUNTRIES: InlineOption[] = [
  { value: 'FR', label: 'France' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
];

const environment = (over: Partial<FieldEnvironment> = {}): FieldEnvironment => ({
  resolveOptions: (source) => (source === 'countries' ? COUNTRIES : []),
  phoneNumbers: phoneNumberCode,
  isLocked: () => false,
  widgets: {},
  onButton: () => undefined,
  isButtonHidden: () => false,
  isBusy: false,
  ...over,
});

/** The provider, with its children passed as createElement's own argument. */
const Environment = FieldEnvironmentProvider as (props: { value: FieldEnvironment; children?: ReactNode }) => ReactNode;

const draw = (stored: string, over: Partial<FieldEnvironment> = {}): string =>
  renderToStaticMarkup(
    createElement(
      Formik,
      { initialValues: { mobilePhone: stored }, onSubmit: () => undefined },
      createElement(
        Environment,
        { value: environment(over) },
        createElement(PhoneNumberField, {
          field: { kind: 'phoneNumber', name: 'mobilePhone', label: 'Mobile phone' },
        }),
      ),
    ),
  );

const selectedOption = (html: string): string | undefined => /<option value="([A-Z]{2})" selected="">/.exec(html)?.[1];
const numberShown = (html: string): string | undefined => /<input[^>]* value="([^"]*)"/.exec(html)?.[1];

describe('the phone number field (docs/spec.md §2 phoneNumber, §5)', () => {
  it('offers a labelled country choice beside the number: every country by name with its calling code', () => {
    const html = draw('');
    expect(html).toMatch(/<label[^>]*for="field-mobilePhone-country"[^>]*>Country<\/label>/);
    expect(html).toMatch(/<select id="field-mobilePhone-country"/);
    expect(html).toContain('>United Kingdom (+44)</option>');
    expect(html).toContain('>France (+33)</option>');
    // Named in the page list's order, then the countries libphonenumber knows that the list does not name.
    const options = [...html.matchAll(/<option value="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(options.slice(0, 3)).toEqual(['FR', 'GB', 'US']);
    expect(options).toContain('JP');
    expect(new Set(options).size).toBe(options.length);
  });

  it('starts at the United States for an empty number', () => {
    const html = draw('');
    expect(selectedOption(html)).toBe('US');
    expect(numberShown(html)).toBe('');
  });

  it("preselects a stored international number's country and shows the number as written there", () => {
    const html = draw('+44 20 7946 0958');
    expect(selectedOption(html)).toBe('GB');
    expect(numberShown(html)).toBe('020 7946 0958');
  });

  it('reads a number stored without a country code as a US number', () => {
    const html = draw('(415) 555-0123');
    expect(selectedOption(html)).toBe('US');
    expect(numberShown(html)).toBe('(415) 555-0123');
  });

  it('ties the hint to both controls and leaves the number field alone in naming the error', () => {
    const html = draw('');
    expect(html).toMatch(/<select[^>]*aria-describedby="field-mobilePhone-hint"/);
    expect(html).toMatch(/<input[^>]*id="field-mobilePhone"[^>]*aria-describedby="field-mobilePhone-hint"/);
    expect(html).toContain('id="field-mobilePhone-error"');
  });

  it('keeps the country read-only with the number when the field is locked (docs/spec.md §2)', () => {
    const html = draw('+44 20 7946 0958', { isLocked: () => true });
    expect(html).toMatch(/<select[^>]*disabled=""/);
    expect(html).toMatch(/<input[^>]*readOnly=""/i);
  });
});
