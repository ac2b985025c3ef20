// The API reference for admins (docs/api.md 'OpenAPI'): every operation of the OpenAPI document, grouped by tag (or
// by the path's first part), with its request and answer schemas, and the webhooks the portal sends. A plain page
// over the JSON: no API-explorer bundle.
import { useCallback } from 'react';
import { Loading, Panel } from '../../components/ui/page';
import styles from './admin.module.css';
import { AdminFrame, Alert } from './admin-frame';
import { getOpenApi, type OpenApiDocument, type OpenApiOperation } from './api/openapi-calls';
import { useAdminLoad } from './use-admin-load';

type Entry = { method: string; path: string; operation: OpenApiOperation };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations by tag; untagged ones by the path's first part after /api (admin, signing, …). */
const groupsOf = (paths: OpenApiDocument['paths']): [string, Entry[]][] => {
  const groups = new Map<string, Entry[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const group = operation.tags?.[0] ?? path.split('/')[2] ?? 'api';
      groups.set(group, [...(groups.get(group) ?? []), { method, path, operation }]);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
};

const SchemaBlock = ({ label, content }: { label: string; content?: Record<string, { schema?: unknown }> }) =>
  content && Object.keys(content).length > 0 ? (
    <details>
      <summary>{label}</summary>
      {Object.entries(content).map(([type, media]) => (
        <div key={type}>
          <p className={styles.hint}>{type}</p>
          <pre className={styles.breakAll}>{JSON.stringify(media.schema ?? {}, null, 2)}</pre>
        </div>
      ))}
    </details>
  ) : (
    <p className={styles.hint}>{label}: not described.</p>
  );

const Operation = ({ method, path, operation }: Entry) => {
  const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
  return (
    <li className={styles.section}>
      <h3 className={styles.hash}>
        {method.toUpperCase()} {path}
      </h3>
      {operation.summary && <p>{operation.summary}</p>}
      {operation.requestBody && <SchemaBlock label="Request body" content={operation.requestBody.content} />}
      {success.length === 0 && <p className={styles.hint}>Answer: not described.</p>}
      {success.map(([status, response]) => (
        <SchemaBlock key={status} label={`Answer ${status}`} content={response.content} />
      ))}
    </li>
  );
};

export const AdminApiReferencePage = () => {
  const load = useCallback((signal: AbortSignal) => getOpenApi(signal), []);
  const { data, error, isLoading } = useAdminLoad<OpenApiDocument>(load);
  return (
    <AdminFrame
      title="API reference"
      lead={
        <>
          Every API route with the schemas the server checks, and the webhooks it sends. The same as OpenAPI 3.1:{' '}
          <a href="/api/admin/openapi.json">openapi.json</a>.
        </>
      }
    >
      {isLoading && !data && <Loading />}
      {error && <Alert>{error}</Alert>}
      {data && (
        <>
          {groupsOf(data.paths).map(([group, entries]) => (
            <Panel key={group} className={styles.section}>
              <h2>{group}</h2>
              <ul aria-label={`${group} operations`}>
                {entries.map((entry) => (
                  <Operation key={`${entry.method} ${entry.path}`} {...entry} />
                ))}
              </ul>
            </Panel>
          ))}
          <Panel className={styles.section}>
            <h2>Webhooks</h2>
            <ul aria-label="Webhook events">
              {Object.entries(data.webhooks ?? {}).map(([name, item]) => (
                <li key={name} className={styles.section}>
                  <h3 className={styles.hash}>{name}</h3>
                  <SchemaBlock label="Body" content={item.post?.requestBody?.content} />
                </li>
              ))}
            </ul>
          </Panel>
        </>
      )}
    </AdminFrame>
  );
};
