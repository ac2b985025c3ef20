// The fund's confidentiality agreement (docs/data-room.md 'Back office'): whether investors accept one before the
// confidential documents, its text (empty = the standard text), and every acceptance with its evidence.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { AdminDataRoomView } from '../../../../shared/api/data-room';
import { dataRoomSettingsSchema } from '../../../../shared/schemas/data-room.schema';
import { validateWithSchema } from '../../../components/fields/validate-with-schema';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api/api-error';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { Alert } from '../admin-frame';
import { saveDataRoomSettings } from '../api/data-room-calls';
import { messageOf } from '../error-text';
import { CheckboxControl, TextAreaControl } from '../form-fields';
import { ScrollingTable } from '../scrolling-table';
import { shortHash } from './data-room-labels';
import { fieldErrorsFor } from './document-form-values';

type SettingsValues = { ndaRequired: boolean; ndaText: string };

type NdaPanelProps = { slug: string; view: AdminDataRoomView; onSaved: (view: AdminDataRoomView) => void };

const Acceptances = ({ acceptances }: { acceptances: AdminDataRoomView['ndaAcceptances'] }) => {
  if (acceptances.length === 0) return <p>No investor has accepted it yet.</p>;
  return (
    <ScrollingTable label="Acceptances">
      <table className={styles.table}>
        <caption>Acceptances ({acceptances.length})</caption>
        <thead>
          <tr>
            <th scope="col">Investor</th>
            <th scope="col">Accepted</th>
            <th scope="col">IP address</th>
            <th scope="col">Browser</th>
            <th scope="col">Text SHA-256</th>
          </tr>
        </thead>
        <tbody>
          {acceptances.map((acceptance) => (
            <tr key={`${acceptance.userId} ${acceptance.acceptedAt}`}>
              <th scope="row">
                {acceptance.name}
                <span className={styles.muted}> {acceptance.email}</span>
              </th>
              <td>{formatInstant(acceptance.acceptedAt)}</td>
              <td className={styles.breakAll}>{acceptance.ip ?? '—'}</td>
              <td className={styles.userAgent}>{acceptance.userAgent ?? '—'}</td>
              <td>
                <span className={styles.hash} title={acceptance.textSha256}>
                  {shortHash(acceptance.textSha256)}…
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
};

export const DataRoomNdaPanel = ({ slug, view, onSaved }: NdaPanelProps) => {
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { settings } = view;

  const onSubmit = async (values: SettingsValues, helpers: FormikHelpers<SettingsValues>) => {
    setMessage(null);
    try {
      onSaved(await saveDataRoomSettings(slug, { ndaRequired: values.ndaRequired, ndaText: values.ndaText.trim() }));
      setMessage({
        tone: 'success',
        text: values.ndaRequired
          ? 'Saved. Investors accept the agreement before the confidential documents.'
          : 'Saved. Investors open the confidential documents without an agreement.',
      });
    } catch (failure) {
      if (isApiError(failure) && failure.body.fields) helpers.setErrors(fieldErrorsFor(failure.body.fields, values));
      setMessage({ tone: 'error', text: messageOf(failure) });
    }
  };

  return (
    <Panel className={styles.section}>
      <h2 id="nda-heading">Confidentiality agreement</h2>
      <Formik
        initialValues={{ ndaRequired: settings.ndaRequired, ndaText: settings.ndaText }}
        enableReinitialize
        validate={(values) => validateWithSchema(dataRoomSettingsSchema, values)}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, setFieldValue, values }) => (
          <Form noValidate aria-labelledby="nda-heading">
            <CheckboxControl
              idPrefix="data-room"
              name="ndaRequired"
              isSwitch
              label="Investors accept a confidentiality agreement before the confidential documents"
              hint="Asked once per investor and fund, with the text’s SHA-256, the time, the IP address and the browser kept as evidence."
            />
            <TextAreaControl
              idPrefix="data-room"
              name="ndaText"
              label="Agreement text"
              rows={10}
              hint="Leave it empty to use the standard text shown in the box. Each acceptance keeps the SHA-256 of the text the investor accepted; changing the text does not ask them again."
              placeholder={settings.defaultNdaText}
            />
            <div className={styles.buttonRow}>
              <Button type="submit" variant="primary" isBusy={isSubmitting} disabled={isSubmitting}>
                Save the agreement setting
              </Button>
              {values.ndaText.trim() === '' && (
                <Button variant="quiet" onClick={() => void setFieldValue('ndaText', settings.defaultNdaText)}>
                  Start from the standard text
                </Button>
              )}
            </div>
            {message && <Alert tone={message.tone}>{message.text}</Alert>}
          </Form>
        )}
      </Formik>
      <h3 className={styles.subheading}>Who accepted it</h3>
      <Acceptances acceptances={view.ndaAcceptances} />
    </Panel>
  );
};
