// The fund's data room (docs/data-room.md), /fund/{slug}/data-room: everything an investor reads before committing,
// by category, each document opened in the portal's viewer or downloaded as a copy stamped with their name. What the
// visitor cannot open yet is counted with what would open it: a login, the NDA, a signed subscription. Drawn on the
// server with the room's answer, then live in the browser.
import { useParams, useSearchParams } from 'react-router-dom';
import {
  type DataRoomDocument,
  type DataRoomView,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
} from '../../../shared/api/data-room';
import { formatEasternDate, formatEasternDateTime } from '../../../shared/domain/eastern-dates';
import { Button, ButtonLink } from '../../components/ui/button';
import { GatedButton } from '../../components/ui/gated-button';
import { Link } from '../../components/ui/link';
import { Lead, Loading, Page, PageHeading } from '../../components/ui/page';
import { useAccent } from '../../lib/site/use-accent';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { documentFileUrl } from './api/data-room-calls';
import styles from './data-room.module.css';
import { documentFacts, documentsText, pageRanges } from './data-room-words';
import { DocumentReader } from './document-reader';
import { NdaGate } from './nda-gate';
import { useDataRoom } from './use-data-room';

const DocumentCard = ({
  fundSlug,
  document,
  onRead,
}: {
  fundSlug: string;
  document: DataRoomDocument;
  onRead: () => void;
}) => (
  // The anchor the signing step's links to governing documents land on (#document-<id>).
  <li className={styles.card} id={`document-${document.id}`}>
    <div className={styles.cardText}>
      <h3 className={styles.cardTitle}>{document.title}</h3>
      <p className={styles.facts}>{documentFacts(document)}</p>
      {document.updatedSinceSeen && (
        <p className={styles.updated}>
          <span className={styles.badge}>Updated</span> on {formatEasternDate(document.updatedSinceSeen)}, since you
          last read it
        </p>
      )}
      {!document.updatedSinceSeen && document.lastOpenedAt && (
        <p className={styles.facts}>You opened it on {formatEasternDate(document.lastOpenedAt)}</p>
      )}
    </div>
    <div className={styles.cardActions}>
      <Button variant="primary" onClick={onRead} aria-label={`Read ${document.title}`}>
        Read
      </Button>
      <a className={styles.download} href={documentFileUrl(fundSlug, document.id, true)} download>
        Download<span className="visually-hidden"> {document.title}</span> (PDF)
      </a>
    </div>
  </li>
);

const ClosedNotes = ({
  view,
  onAccepted,
  onStale,
}: {
  view: DataRoomView;
  onAccepted: (v: DataRoomView) => void;
  onStale: () => void;
}) => {
  const { closed, fund } = view;
  return (
    <>
      {closed.login > 0 && (
        <section className={styles.gate} aria-labelledby="login-gate-heading">
          <h2 id="login-gate-heading">{documentsText(closed.login)} for investors</h2>
          <p>Log in or create an account to see the rest of the room: memorandum, agreements and financials.</p>
          <GatedButton fundSlug={fund.slug} onProceed={() => undefined}>
            Log in to see them
          </GatedButton>
        </section>
      )}
      {closed.nda > 0 && <NdaGate view={view} onAccepted={onAccepted} onStale={onStale} />}
      {closed.subscription > 0 && (
        <p className={styles.note}>
          {documentsText(closed.subscription)} {closed.subscription === 1 ? 'opens' : 'open'} once you have signed your
          subscription to {fund.name}.
        </p>
      )}
    </>
  );
};

const ReadingHistory = ({ view }: { view: DataRoomView }) => (
  <section className={styles.history} aria-labelledby="history-heading">
    <h2 id="history-heading">Your reading history</h2>
    <div className={styles.tableWrap}>
      <table>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">What you did</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {view.history.map((entry) => (
            <tr key={`${entry.documentId}-${entry.at}-${entry.kind}`}>
              <td>
                {entry.title}
                {entry.version > 1 && <span className={styles.facts}> (version {entry.version})</span>}
              </td>
              <td>
                {entry.kind === 'download' ? 'Downloaded' : 'Opened'}
                {entry.pagesSeen.length > 0 && `, read pages ${pageRanges(entry.pagesSeen)}`}
              </td>
              <td>{formatEasternDateTime(entry.at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </section>
);

export const DataRoomPage = () => {
  const { slug = '' } = useParams();
  const fundSlug = slug.toLowerCase();
  const { load, setView, reload } = useDataRoom(fundSlug);
  const [search, setSearch] = useSearchParams();
  const view = load.status === 'ready' ? load.view : null;
  useAccent(view?.fund.hexColor);
  useDocumentTitle(view ? `Data room · ${view.fund.name}` : load.status === 'notFound' ? 'Fund not found' : null);

  if (load.status === 'notFound') {
    return (
      <Page isNarrow>
        <PageHeading focusKey="not-found">We could not find that fund</PageHeading>
        <Lead>The link may be old. Our open funds are listed on the home page.</Lead>
        <ButtonLink variant="primary" to="/">
          See our funds
        </ButtonLink>
      </Page>
    );
  }
  if (load.status === 'failed') return null;
  if (!view) {
    return (
      <Page>
        <Loading label="Opening the data room…" />
      </Page>
    );
  }

  const readingId = search.get('document');
  const reading = view.documents.find((d) => d.id === readingId) ?? null;
  const read = (documentId: string | null) => {
    const next = new URLSearchParams(search);
    if (documentId) next.set('document', documentId);
    else next.delete('document');
    setSearch(next);
    if (!documentId) void reload();
  };
  const categories = DOCUMENT_CATEGORIES.map((category) => ({
    category,
    documents: view.documents.filter((d) => d.category === category),
  })).filter((group) => group.documents.length > 0);

  return (
    <Page width="reading">
      <p className={styles.back}>
        <Link to={`/fund/${view.fund.slug}`}>
          <span aria-hidden="true">← </span>
          {view.fund.name}
        </Link>
      </p>
      <div className={styles.hero}>
        <PageHeading focusKey={`data-room-${view.fund.slug}`}>Data room</PageHeading>
        <Lead>
          The documents of {view.fund.legalName}: read them here or download them. Every copy is marked with the name of
          the person it was made for and the time.
        </Lead>
      </div>
      {reading && (
        <DocumentReader
          key={reading.id}
          fundSlug={view.fund.slug}
          document={reading}
          isLoggedIn={view.visitor !== 'anonymous'}
          onClose={() => read(null)}
        />
      )}
      <ClosedNotes view={view} onAccepted={setView} onStale={() => void reload()} />
      {categories.length === 0 ? (
        <p className={styles.note}>There are no documents to show here yet.</p>
      ) : (
        categories.map(({ category, documents }) => (
          <section key={category} className={styles.category} aria-labelledby={`category-${category}`}>
            <h2 id={`category-${category}`}>{DOCUMENT_CATEGORY_LABELS[category]}</h2>
            <ul className={styles.cards}>
              {documents.map((document) => (
                <DocumentCard
                  key={document.id}
                  fundSlug={view.fund.slug}
                  document={document}
                  onRead={() => read(document.id)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {view.history.length > 0 && <ReadingHistory view={view} />}
    </Page>
  );
};
