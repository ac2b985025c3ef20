// A step's verdict as the investor meets it: Formik validating with the step's own yup schema (the one the server
// runs), the form renderer drawing the field, and docs/spec.md §5's message beside the field once it was left.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyFlowValues } from '../../../shared/domain/flow-values';
import type { FormStepId } from '../../../shared/domain/steps';
import type { StepForm } from '../../../shared/forms/form-types';
import { nameAndPhoneForm } from '../../../shared/forms/name-and-phone.form';
import { ssnTaxIdForm } from '../../../shared/forms/ssn-tax-id.form';
import { SSN_NOT_ISSUED_MESSAGE } from '../../../shared/schemas/fields/tax-id';
import { type FieldEnvironment, FieldEnvironmentProvider } from '../../components/fields/field-context';
import { FieldList } from '../../components/fields/field-list';
import { validateWithSchema } from '../../components/fields/validate-with-schema';
import { loadStepSchema } from './step-schema';

const environment: FieldEnvironment = {
  resolveOptions: () => [],
  isLocked: () => false,
  widgets: {},
  onButton: () => undefined,
  isButtonHidden: () => false,
  isBusy: false,
};

const drawStep = (step: FormStepId, form: StepForm) =>
  render(
    <FieldEnvironmentProvider value={environment}>
      <Formik
        initialValues={emptyFlowValues()}
        validate={async (values) => validateWithSchema(await loadStepSchema(step), values)}
        onSubmit={() => undefined}
      >
        <Form noValidate>
          <FieldList fields={form.fields} />
          <button type="submit">Next</button>
        </Form>
      </Formik>
    </FieldEnvironmentProvider>,
  );

afterEach(cleanup);

describe("a step's verdict in the browser", () => {
  it('refuses an SSN of fewer than 9 digits with the message the spec gives, beside the field', async () => {
    drawStep('SSN_TAX_ID', ssnTaxIdForm);
    const ssn = screen.getByLabelText('Social Security number (SSN)');
    fireEvent.focus(ssn);
    fireEvent.change(ssn, { target: { value: '123-45' } });
    fireEvent.blur(ssn);
    const alert = await screen.findByText('Please enter a valid SSN.');
    expect(ssn.getAttribute('aria-describedby')?.split(' ')).toContain(alert.closest('[role="alert"]')?.id);
    expect(ssn.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses 000-00-0000, a number never issued, with the same message as the server, beside the field', async () => {
    drawStep('SSN_TAX_ID', ssnTaxIdForm);
    const ssn = screen.getByLabelText('Social Security number (SSN)');
    fireEvent.focus(ssn);
    fireEvent.change(ssn, { target: { value: '000-00-0000' } });
    fireEvent.blur(ssn);
    const alert = await screen.findByText(SSN_NOT_ISSUED_MESSAGE);
    expect(ssn.getAttribute('aria-describedby')?.split(' ')).toContain(alert.closest('[role="alert"]')?.id);
  });

  it('accepts 9 digits, and the message goes', async () => {
    drawStep('SSN_TAX_ID', ssnTaxIdForm);
    const ssn = screen.getByLabelText('Social Security number (SSN)');
    fireEvent.focus(ssn);
    fireEvent.change(ssn, { target: { value: '123-45' } });
    fireEvent.blur(ssn);
    await screen.findByText('Please enter a valid SSN.');
    fireEvent.focus(ssn);
    fireEvent.change(ssn, { target: { value: '123456789' } });
    fireEvent.blur(ssn);
    await waitFor(() => expect(screen.queryByText('Please enter a valid SSN.')).toBeNull());
    expect(ssn.getAttribute('aria-invalid')).toBeNull();
  });

  it('names every missing answer of a step sent empty, each beside its own field', async () => {
    drawStep('NAME_PHONE', nameAndPhoneForm);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Please enter your legal first name.');
    expect(screen.getByText('Please enter your legal last name.')).toBeTruthy();
    for (const alert of screen.getAllByRole('alert').filter((element) => element.textContent)) {
      expect(document.querySelector(`[aria-describedby~="${alert.id}"]`), alert.textContent ?? '').not.toBeNull();
    }
  });
});
