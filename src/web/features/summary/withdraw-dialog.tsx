// Withdrawing a subscription from its card (docs/admin.md 'Withdrawals'): what it means, the reason investor
// relations reads (checked with the server's schema, the error tied to the field), then the server's answer. Loaded
// only when an investor opens it.
import { useFormik } from 'formik';
import { WITHDRAWAL_REASON_MAX } from '../../../shared/domain/lifecycle';
import { type WithdrawalAnswer, withdrawalSchema } from '../../../shared/schemas/withdrawal.schema';
import { describedBy, errorId, fieldId, hintId } from '../../components/fields/field-ids';
import { FieldError } from '../../components/fields/field-shell';
import fieldStyles from '../../components/fields/fields.module.css';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import { withdrawInvestment } from '../../lib/api/withdraw-investment';
import styles from './summary.module.css';

type WithdrawDialogProps = {
  transactionId: string;
  fundName: string;
  onClose: () => void;
  onWithdrawn: (answer: WithdrawalAnswer & { withdrawalReason: string }) => void;
};

const PATH = 'withdrawalReason';

const WithdrawDialog = ({ transactionId, fundName, onClose, onWithdrawn }: WithdrawDialogProps) => {
  const form = useFormik({
    initialValues: { reason: '' },
    // Checked as the investor types: a message already shown goes as soon as the reason is there, so the buttons do
    // not move under the pointer on the way to 'Withdraw subscription'.
    validationSchema: withdrawalSchema,
    onSubmit: async ({ reason }, helpers) => {
      helpers.setStatus(null);
      try {
        const answer = await withdrawInvestment(transactionId, reason);
        onWithdrawn({ ...answer, withdrawalReason: reason.trim() });
      } catch (error) {
        const fieldError = isApiError(error) ? error.body.fields?.reason : undefined;
        if (fieldError) helpers.setFieldError('reason', fieldError);
        else helpers.setStatus(isApiError(error) ? error.body.message : GENERIC_ERROR_MESSAGE);
      }
    },
  });
  const error = form.touched.reason ? form.errors.reason : undefined;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={`Withdraw your subscription to ${fundName}?`}
      actions={
        <>
          <Button onClick={onClose}>Keep my subscription</Button>
          <Button variant="primary" type="submit" form={`${PATH}-form`} isBusy={form.isSubmitting}>
            Withdraw subscription
          </Button>
        </>
      }
    >
      <p>
        Your signed agreement is cancelled and nobody can sign it any more. Investor relations is told at once. You can
        start a new subscription from the fund’s page while it is open.
      </p>
      <form id={`${PATH}-form`} noValidate onSubmit={form.handleSubmit}>
        <div className={[fieldStyles.field, error && fieldStyles.hasError].filter(Boolean).join(' ')}>
          <label className={fieldStyles.label} htmlFor={fieldId(PATH)}>
            Why are you withdrawing?
          </label>
          <p className={fieldStyles.hint} id={hintId(PATH)}>
            Investor relations reads it. Up to {WITHDRAWAL_REASON_MAX} characters.
          </p>
          <textarea
            id={fieldId(PATH)}
            name="reason"
            className={fieldStyles.input}
            rows={4}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(PATH, { hasHint: true, hasError: Boolean(error) })}
            aria-errormessage={error ? errorId(PATH) : undefined}
            value={form.values.reason}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          <FieldError path={PATH} error={error} />
        </div>
      </form>
      {form.status && (
        <p role="alert" className={styles.reason}>
          {form.status}
        </p>
      )}
    </Dialog>
  );
};

export default WithdrawDialog;
