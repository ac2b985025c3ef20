// The generic renderer (docs/design.md §3) drawing real step descriptors in a DOM: every control has a visible label,
// a message sits next to its field and is tied to it, a hidable group follows the values, a locked field is read-only.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, Formik, type FormikErrors, type FormikTouched } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyFlowValues, type FlowValues } from '../../../shared/domain/flow-values';
import type { InlineOption, StepForm } from '../../../shared/forms/form-types';
import { investmentAddressForm } from '../../../shared/forms/investment-address.form';
import { maritalStatusForm } from '../../../shared/forms/marital-status.form';
import { residentialAddressForm } from '../../../shared/forms/residential-address.form';
import { ssnTaxIdForm } from '../../../shared/forms/ssn-tax-id.form';
import { type FieldEnvironment, FieldEnvironmentProvider } from './field-context';
import { FieldList } from './field-list';

const OPTIONS: Record<string, readonly InlineOption[]> = {
  usStates: [
    { label: 'New York', value: 'NY' },
    { label: 'Texas', value: 'TX' },
  ],
  countries: [{ label: 'United States', value: 'US' }],
};

type Drawn = {
  values?: Partial<FlowValues>;
  errors?: FormikErrors<FlowValues>;
  touched?: FormikTouched<FlowValues>;
  locked?: readonly string[];
};

const draw = (form: StepForm, { values = {}, errors, touched, locked = [] }: Drawn = {}) => {
  const environment: FieldEnvironment = {
    resolveOptions: (source) => (typeof source === 'string' ? (OPTIONS[source] ?? []) : source),
    isLocked: (path) => locked.includes(path),
    widgets: {},
    onButton: () => undefined,
    isButtonHidden: () => false,
    isBusy: false,
  };
  return render(
    <FieldEnvironmentProvider value={environment}>
      <Formik
        initialValues={{ ...emptyFlowValues(), ...values }}
        initialErrors={errors}
        initialTouched={touched}
        onSubmit={() => undefined}
      >
        <Form noValidate>
          <FieldList fields={form.fields} />
        </Form>
      </Formik>
    </FieldEnvironmentProvider>,
  );
};

afterEach(cleanup);

describe('the form renderer', () => {
  it('gives every control of the residence address a visible label', () => {
    const { container } = draw(residentialAddressForm);
    const controls = [...container.querySelectorAll('input, select, textarea')];
    expect(controls.length).toBeGreaterThanOrEqual(4);
    for (const control of controls) {
      const label = container.querySelector(`label[for="${control.id}"]`);
      expect(label?.textContent?.trim(), `label of ${control.getAttribute('name')}`).toBeTruthy();
    }
    expect(screen.getByLabelText('City')).toBeInstanceOf(HTMLInputElement);
    const state = screen.getByLabelText('State');
    expect([...state.querySelectorAll('option')].map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['New York', 'Texas']),
    );
  });

  it('shows a tax id masked to its last 4, with its hint tied to the field', () => {
    draw(ssnTaxIdForm, { values: { ssn: '123-45-6789' } });
    const ssn = screen.getByLabelText('Social Security number (SSN)') as HTMLInputElement;
    expect(ssn.value).not.toContain('123');
    expect(ssn.value).toMatch(/6789$/);
    const hint = document.getElementById(ssn.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toBe('We encrypt it and only ever show the last 4 digits.');
  });

  it('puts a message next to its field once the field was left, announced and tied to it', () => {
    draw(ssnTaxIdForm, { errors: { ssn: 'Please enter a valid SSN' }, touched: { ssn: true } });
    const ssn = screen.getByLabelText('Social Security number (SSN)');
    expect(ssn.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Please enter a valid SSN');
    expect(ssn.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });

  it('keeps a message to itself until the field was left or the form sent', () => {
    draw(ssnTaxIdForm, { errors: { ssn: 'Please enter a valid SSN' } });
    expect(screen.getByLabelText('Social Security number (SSN)').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please enter a valid SSN')).toBeNull();
  });

  it('draws a question of choices as radio buttons named by their labels, and takes a choice', () => {
    draw(maritalStatusForm);
    const yes = screen.getByLabelText('Yes') as HTMLInputElement;
    const no = screen.getByLabelText('No') as HTMLInputElement;
    expect([yes.type, no.type]).toEqual(['radio', 'radio']);
    expect(screen.getByText('Are you married?')).toBeTruthy();
    fireEvent.click(yes);
    expect(yes.checked).toBe(true);
    expect(no.checked).toBe(false);
  });

  it('shows the investment address only while it is not the same as the residence', () => {
    draw(investmentAddressForm, { values: { isInvestmentAddressSameAsResidence: true } });
    expect(screen.queryByLabelText('City')).toBeNull();
    fireEvent.click(screen.getByLabelText('Same as my primary residence'));
    expect(screen.getByLabelText('City')).toBeInstanceOf(HTMLInputElement);
  });

  it('makes a locked field read-only (docs/spec.md §2 display rules)', () => {
    draw(ssnTaxIdForm, { values: { ssn: '123-45-6789' }, locked: ['ssn'] });
    expect((screen.getByLabelText('Social Security number (SSN)') as HTMLInputElement).readOnly).toBe(true);
  });
});
