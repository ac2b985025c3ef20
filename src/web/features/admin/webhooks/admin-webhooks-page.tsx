// A fund's outbound webhooks in the back office (docs/api.md 'Webhooks'): its endpoints, the form to add one (whose
// signing secret is shown once), and the recent deliveries with each attempt, any of which can be sent again.
import type { FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminWebhooksAnswer, WebhookDeliveryView, WebhookEndpointInput } from '../../../../shared/api/webhooks';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Loading, Panel } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api/api-error';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { AdminFrame, Alert } from '../admin-frame';
import { adminPaths } from '../admin-paths';
import { createWebhookEndpoint, getWebhooks, removeWebhookEndpoint, resendWebhookDelivery } from '../api/webhook-calls';
import { messageOf } from '../error-text';
import { ScrollingTable } from '../scrolling-table';
import { useAdminLoad } from '../use-admin-load';
import { WebhookEndpointForm } from './webhook-endpoint-form';

const STATE_TEXT: Record<WebhookDeliveryView['state'], string> = {
  pending: 'Waiting to be sent',
  delivered: 'Delivered',
  failed: 'Gave up',
};

const lastAttempt = (delivery: WebhookDeliveryView) => {
  const last = delivery.attempts.at(-1);
  if (!last) return 'Not tried yet';
  const outcome = last.statusCode === null ? (last.error ?? 'No answer') : `HTTP ${last.statusCode}`;
  return `${outcome} in ${last.durationMs} ms, ${formatInstant(last.at)}`;
};

export const AdminWebhooksPage = () => {
  const { slug = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getWebhooks(slug, signal), [slug]);
  const { data, error, isLoading, reload } = useAdminLoad<AdminWebhooksAnswer>(load);
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const { withStepUp, dialog } = useStepUp();

  const onCreate = async (values: WebhookEndpointInput, helpers: FormikHelpers<WebhookEndpointInput>) => {
    setMessage(null);
    try {
      // Events leave for an outside address: the password again first when the last one is over ten minutes old.
      const created = await withStepUp(() => createWebhookEndpoint(slug, values));
      setSecret({ url: created.endpoint.url, value: created.secret });
      helpers.resetForm();
      reload();
    } catch (failure) {
      if (isApiError(failure) && failure.body.fields) helpers.setErrors(failure.body.fields);
      setMessage({ text: messageOf(failure), tone: 'error' });
    }
  };

  const act = async (call: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await call();
      setMessage({ text: done, tone: 'success' });
      reload();
    } catch (failure) {
      setMessage({ text: messageOf(failure), tone: 'error' });
    }
  };

  return (
    <AdminFrame
      title={data ? `Webhooks of ${data.fundName}` : 'Webhooks'}
      lead="Events about this fund’s subscriptions, sent to its CRM or administrator, signed with each endpoint’s secret."
      actions={
        <>
          <ButtonLink to={adminPaths.apiReference()}>API reference</ButtonLink>
          <ButtonLink to={adminPaths.pipeline(slug)}>Back to the pipeline</ButtonLink>
        </>
      }
    >
      {dialog}
      {isLoading && !data && <Loading />}
      {error && <Alert>{error}</Alert>}
      {secret && (
        <Alert tone="info">
          <p>
            The signing secret of <span className={styles.breakAll}>{secret.url}</span>. Copy it now into the receiving
            system: it is not shown again.
          </p>
          <p className={styles.hash} data-testid="webhook-secret">
            {secret.value}
          </p>
        </Alert>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {data && (
        <>
          <Panel className={styles.section}>
            <h2>Endpoints</h2>
            {data.endpoints.length === 0 ? (
              <p>No endpoints yet: nothing is sent.</p>
            ) : (
              <ScrollingTable label="Endpoints">
                <table className={styles.table}>
                  <caption>Endpoints</caption>
                  <thead>
                    <tr>
                      <th scope="col">Address</th>
                      <th scope="col">Events</th>
                      <th scope="col">Added</th>
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.endpoints.map((endpoint) => (
                      <tr key={endpoint.id}>
                        <td className={styles.breakAll}>{endpoint.url}</td>
                        <td>{endpoint.eventTypes.join(', ')}</td>
                        <td>{formatInstant(endpoint.createdAt)}</td>
                        <td>
                          <Button
                            onClick={() =>
                              act(() => removeWebhookEndpoint(slug, endpoint.id), 'The endpoint was removed.')
                            }
                            aria-label={`Remove ${endpoint.url}`}
                          >
                            Remove
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollingTable>
            )}
          </Panel>
          <Panel className={styles.section}>
            <WebhookEndpointForm onSubmit={onCreate} />
          </Panel>
          <Panel className={styles.section}>
            <h2>Recent deliveries</h2>
            <Button onClick={reload}>Refresh</Button>
            {data.deliveries.length === 0 ? (
              <p>Nothing sent yet.</p>
            ) : (
              <ScrollingTable label="Recent deliveries">
                <table className={styles.table}>
                  <caption>Recent deliveries, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Event</th>
                      <th scope="col">Endpoint</th>
                      <th scope="col">State</th>
                      <th scope="col">Attempts</th>
                      <th scope="col">Last attempt</th>
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.deliveries.map((delivery) => (
                      <tr key={delivery.id}>
                        <td>
                          {delivery.type}
                          <br />
                          <span className={styles.hash}>{delivery.eventId}</span>
                        </td>
                        <td className={styles.breakAll}>{delivery.endpointUrl}</td>
                        <td>
                          {STATE_TEXT[delivery.state]}
                          {delivery.nextAttemptAt && <> (next {formatInstant(delivery.nextAttemptAt)})</>}
                        </td>
                        <td>{delivery.attempts.length}</td>
                        <td>{lastAttempt(delivery)}</td>
                        <td>
                          <Button
                            onClick={() =>
                              act(
                                () => resendWebhookDelivery(slug, delivery.id),
                                'Queued to be sent again, with the same event id.',
                              )
                            }
                            aria-label={`Send ${delivery.type} ${delivery.eventId} again`}
                          >
                            Send again
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollingTable>
            )}
          </Panel>
        </>
      )}
    </AdminFrame>
  );
};
