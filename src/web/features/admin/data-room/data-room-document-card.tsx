// One document of the room in the back office: what investors see of it (title, category, who may open it, version,
// pages), the actions on it, its versions with a link to each, and who opened it.
import {
  ACCESS_LEVEL_LABELS,
  type AdminDataRoomDocument,
  DOCUMENT_CATEGORY_LABELS,
} from '../../../../shared/api/data-room';
import { Button } from '../../../components/ui/button';
import { formatByteSize } from '../../../components/upload/byte-size';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { versionPath } from '../api/data-room-calls';
import { ScrollingTable } from '../scrolling-table';
import { countText, pagesSeenText, shortHash } from './data-room-labels';

export type DocumentAction = 'edit' | 'version' | 'remove';

type CardProps = {
  slug: string;
  document: AdminDataRoomDocument;
  index: number;
  count: number;
  onMove: (index: number, step: -1 | 1) => void;
  onAction: (action: DocumentAction, document: AdminDataRoomDocument) => void;
};

export const moveButtonId = (documentId: string, step: -1 | 1): string =>
  `move-${documentId}-${step < 0 ? 'up' : 'down'}`;

const Hidden = ({ children }: { children: string }) => <span className={styles.visuallyHidden}>{children}</span>;

const Readers = ({ document, pageCount }: { document: AdminDataRoomDocument; pageCount: number }) =>
  document.readers.length === 0 ? (
    <p>Nobody has opened it yet.</p>
  ) : (
    <ScrollingTable label={`Who opened ${document.title}`}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>Who opened {document.title}</caption>
        <thead>
          <tr>
            <th scope="col">Reader</th>
            <th scope="col">Views</th>
            <th scope="col">Downloads</th>
            <th scope="col">Last opened</th>
            <th scope="col">Pages seen</th>
          </tr>
        </thead>
        <tbody>
          {document.readers.map((reader) => (
            <tr key={reader.userId ?? 'anonymous'}>
              <th scope="row">
                {reader.name}
                {reader.email && <span className={styles.muted}> {reader.email}</span>}
              </th>
              <td>{reader.views}</td>
              <td>{reader.downloads}</td>
              <td>{formatInstant(reader.lastAt)}</td>
              <td>{pagesSeenText(reader.pagesSeen, pageCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );

export const DataRoomDocumentCard = ({ slug, document, index, count, onMove, onAction }: CardProps) => {
  const current = document.versions[0];
  const pageCount = current?.pageCount ?? 0;
  const { title } = document;
  return (
    <li className={styles.documentCard}>
      <h3 className={styles.documentTitle}>
        <span className={styles.position}>{index + 1}.</span> {title}
      </h3>
      <dl className={styles.documentFacts}>
        <div>
          <dt>Category</dt>
          <dd>{DOCUMENT_CATEGORY_LABELS[document.category]}</dd>
        </div>
        <div>
          <dt>Who may open it</dt>
          <dd>{ACCESS_LEVEL_LABELS[document.accessLevel]}</dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd>{current ? `${current.version}, added ${formatInstant(current.createdAt)}` : '—'}</dd>
        </div>
        <div>
          <dt>Pages</dt>
          <dd>{pageCount}</dd>
        </div>
        <div>
          <dt>Readers</dt>
          <dd>{document.readers.length}</dd>
        </div>
      </dl>
      <div className={styles.buttonRow}>
        <Button
          id={moveButtonId(document.id, -1)}
          variant="quiet"
          aria-label={`Move up: ${title}`}
          disabled={index === 0}
          onClick={() => onMove(index, -1)}
        >
          Move up
        </Button>
        <Button
          id={moveButtonId(document.id, 1)}
          variant="quiet"
          aria-label={`Move down: ${title}`}
          disabled={index === count - 1}
          onClick={() => onMove(index, 1)}
        >
          Move down
        </Button>
        <Button onClick={() => onAction('edit', document)}>
          Edit details<Hidden>{` of ${title}`}</Hidden>
        </Button>
        <Button onClick={() => onAction('version', document)}>
          New version<Hidden>{` of ${title}`}</Hidden>
        </Button>
        <Button variant="quiet" onClick={() => onAction('remove', document)}>
          Remove<Hidden>{` ${title}`}</Hidden>
        </Button>
      </div>
      <details className={styles.disclosure}>
        <summary>
          Versions ({document.versions.length})<Hidden>{` of ${title}`}</Hidden>
        </summary>
        <ul className={styles.versions}>
          {document.versions.map((version) => (
            <li key={version.version}>
              <a href={versionPath(slug, document.id, version.version)} target="_blank" rel="noopener noreferrer">
                Open version {version.version}
                <Hidden>{` of ${title}`}</Hidden>
              </a>{' '}
              <span className={styles.hint}>
                {version.fileName} · {formatByteSize(version.byteLength)} ·{' '}
                {countText(version.pageCount, 'page', 'pages')} · added {formatInstant(version.createdAt)} · SHA-256{' '}
                <span className={styles.hash} title={version.sha256}>
                  {shortHash(version.sha256)}…
                </span>
              </span>
            </li>
          ))}
        </ul>
      </details>
      <details className={styles.disclosure}>
        <summary>
          Who opened it ({document.readers.length})<Hidden>{`: ${title}`}</Hidden>
        </summary>
        <Readers document={document} pageCount={pageCount} />
      </details>
    </li>
  );
};
