// The form that adds a fund's webhook endpoint (docs/api.md 'Webhooks'): its address and the events it receives,
// checked with the same schema the server uses. The new endpoint's secret is shown once, right after.
import { Form, Formik, type FormikHelpers, useField } from 'formik';
import type { WebhookEndpointInput } from '../../../../shared/api/webhooks';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '../../../../shared/domain/webhook-events';
import { webhookEndpointSchema } from '../../../../shared/schemas/admin/webhook-endpoint.schema';
import { Button } from '../../../components/ui/button';
import styles from '../admin.module.css';
import { TextControl } from '../form-fields';

const EMPTY: WebhookEndpointInput = { url: '', eventTypes: [] };

const EventChoices = () => {
  const [field, meta, helpers] = useField<WebhookEventType[]>('eventTypes');
  const error = meta.touched ? meta.error : undefined;
  const chosen = field.value ?? [];
  const onToggle = (type: WebhookEventType, isChecked: boolean) => {
    void helpers.setValue(isChecked ? [...chosen, type] : chosen.filter((t) => t !== type));
  };
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? 'webhook-eventTypes-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>Events to send</legend>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <div key={type} className={styles.checkbox}>
          <input
            type="checkbox"
            id={`webhook-event-${type}`}
            name="eventTypes"
            value={type}
            checked={chosen.includes(type)}
            onChange={(event) => onToggle(type, event.target.checked)}
            onBlur={() => void helpers.setTouched(true)}
          />
          <label htmlFor={`webhook-event-${type}`}>
            {WEBHOOK_EVENT_LABELS[type]} <span className={styles.hash}>{type}</span>
          </label>
        </div>
      ))}
      {error && (
        <p id="webhook-eventTypes-error" className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
};

export const WebhookEndpointForm = ({
  onSubmit,
}: {
  onSubmit: (values: WebhookEndpointInput, helpers: FormikHelpers<WebhookEndpointInput>) => Promise<void>;
}) => (
  <Formik initialValues={EMPTY} validationSchema={webhookEndpointSchema} onSubmit={onSubmit}>
    {({ isSubmitting }) => (
      <Form noValidate aria-label="New webhook endpoint">
        <h2>Add an endpoint</h2>
        <TextControl
          name="url"
          label="Endpoint address"
          idPrefix="webhook"
          type="url"
          hint="Where the fund's CRM or administrator receives events: https:// (http:// only to 127.0.0.1 or localhost)."
        />
        <EventChoices />
        <Button type="submit" isBusy={isSubmitting} disabled={isSubmitting}>
          Add endpoint
        </Button>
      </Form>
    )}
  </Formik>
);
