// A fund's wire instructions in the back office (docs/admin.md): what investors see, a change waiting for a second
// admin (who confirms it here), and the form to enter new details. Investors never see a change before it is
// confirmed; the admin who entered it cannot confirm it, and a confirmation holds only for the version shown (when
// another admin entered newer details meanwhile, the panel shows them and asks again).
import { Form, Formik, type FormikHelpers } from 'formik';
import { Fragment, useCallback, useState } from 'react';
import type { AdminWireAnswer, WireDetails } from '../../../../shared/api/wire-instructions';
import { WIRE_FIELD_LABELS } from '../../../../shared/api/wire-instructions';
import { wireDetailsSchema } from '../../../../shared/schemas/admin/wire-details.schema';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api/api-error';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { Alert } from '../admin-frame';
import { confirmWireInstructions, getWireInstructions, proposeWireInstructions } from '../api/wire-calls';
import { messageOf } from '../error-text';
import { TextControl } from '../form-fields';
import { useAdminLoad } from '../use-admin-load';

const FIELDS = Object.keys(WIRE_FIELD_LABELS) as (keyof WireDetails)[];

const EMPTY: WireDetails = {
  bankName: '',
  bankAddress: '',
  beneficiaryName: '',
  beneficiaryAddress: '',
  accountNumber: '',
  routingNumber: '',
  swiftCode: '',
};

const Details = ({ details }: { details: WireDetails }) => (
  <dl className={styles.facts}>
    {FIELDS.map((field) => (
      <Fragment key={field}>
        <dt>{WIRE_FIELD_LABELS[field]}</dt>
        <dd>{details[field] || '—'}</dd>
      </Fragment>
    ))}
  </dl>
);

export const WireInstructionsPanel = ({ slug }: { slug: string }) => {
  const load = useCallback((signal: AbortSignal) => getWireInstructions(slug, signal), [slug]);
  const { data, error, setData } = useAdminLoad<AdminWireAnswer>(load);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  // Changing where investors send money asks for the password again when the last one is over ten minutes old.
  const { withStepUp, dialog } = useStepUp();

  const onSubmit = async (values: WireDetails, helpers: FormikHelpers<WireDetails>) => {
    setMessage(null);
    try {
      setData(await withStepUp(() => proposeWireInstructions(slug, values)));
      helpers.resetForm();
      setMessage({
        text: 'Saved. Another admin must confirm the new details before investors see them.',
        tone: 'success',
      });
    } catch (failure) {
      if (isApiError(failure) && failure.body.fields) helpers.setErrors(failure.body.fields);
      setMessage({ text: messageOf(failure), tone: 'error' });
    }
  };

  const onConfirm = async (version: string) => {
    setConfirming(true);
    setMessage(null);
    try {
      setData(await withStepUp(() => confirmWireInstructions(slug, version)));
      setMessage({
        text: 'Confirmed. Approved investors now see these wire instructions; every admin and the investors waiting to send funds were told by e-mail.',
        tone: 'success',
      });
    } catch (failure) {
      setMessage({ text: messageOf(failure), tone: 'error' });
      // Newer details may have been entered meanwhile: show what is pending now.
      if (isApiError(failure) && failure.status === 409) {
        const fresh = await getWireInstructions(slug).catch(() => null);
        if (fresh) setData(fresh);
      }
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Panel className={styles.section}>
      {dialog}
      <h2 id="wire-instructions" tabIndex={-1}>
        Wire instructions
      </h2>
      <p className={styles.hint}>
        Investors see them in the portal once their subscription is approved, never by e-mail. A change takes effect
        only when a second admin confirms it.
      </p>
      {error && <Alert>{error}</Alert>}
      {data && (
        <>
          <h3>What investors see</h3>
          {data.confirmed ? (
            <>
              <Details details={data.confirmed.details} />
              <p className={styles.hint}>
                Entered by {data.confirmed.proposedBy}, confirmed by {data.confirmed.by} on{' '}
                {formatInstant(data.confirmed.at)}.
              </p>
            </>
          ) : (
            <p>No wire instructions are published yet.</p>
          )}
          {data.pending && (
            <>
              <h3>Waiting for confirmation</h3>
              <Details details={data.pending.details} />
              <p className={styles.hint}>
                Entered by {data.pending.by} on {formatInstant(data.pending.at)}.{' '}
                {data.canConfirm
                  ? 'Check every detail against the bank’s letter before you confirm.'
                  : 'A second admin must confirm them.'}
              </p>
              {data.canConfirm && (
                <Button
                  variant="primary"
                  isBusy={isConfirming}
                  disabled={isConfirming}
                  onClick={() => data.pending && onConfirm(data.pending.version)}
                >
                  Confirm these wire instructions
                </Button>
              )}
            </>
          )}
        </>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Formik initialValues={EMPTY} validationSchema={wireDetailsSchema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="New wire instructions">
            <h3>Enter new wire instructions</h3>
            {FIELDS.map((field) => (
              <TextControl key={field} name={field} label={WIRE_FIELD_LABELS[field]} />
            ))}
            <Button type="submit" isBusy={isSubmitting} disabled={isSubmitting}>
              Save for confirmation
            </Button>
          </Form>
        )}
      </Formik>
    </Panel>
  );
};
