// Where a page shows a document: the pdf.js viewer, loaded only once the document is on screen (after hydration, so
// the server's HTML and the first render agree), with the download always at hand.
import { lazy, Suspense } from 'react';
import { useIsMounted } from '../../../lib/ssr/use-is-mounted';
import documentStyles from '../document-view.module.css';
import styles from './document-viewer.module.css';

const PdfViewer = lazy(() => import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })));

type DocumentViewerProps = {
  url: string;
  title: string;
  /** The download link's words, e.g. 'Download the agreement (PDF)'. */
  downloadLabel: string;
  /** Where the download comes from when the server offers a download form of the address (`?download=true`). */
  downloadUrl?: string;
  /** Called once for each page that has been on screen. */
  onPageSeen?: (pageNumber: number) => void;
};

export const DocumentViewer = ({ url, title, downloadLabel, downloadUrl = url, onPageSeen }: DocumentViewerProps) => {
  const isMounted = useIsMounted();
  const loading = <p className={styles.message}>Loading the document…</p>;
  return (
    <div className={styles.wrapper}>
      {isMounted ? (
        <Suspense fallback={loading}>
          <PdfViewer url={url} title={title} onPageSeen={onPageSeen} />
        </Suspense>
      ) : (
        loading
      )}
      <p className={documentStyles.links}>
        <a href={downloadUrl} download>
          {downloadLabel}
        </a>
        <a href={url} target="_blank" rel="noopener">
          Open in a new tab
        </a>
      </p>
    </div>
  );
};
