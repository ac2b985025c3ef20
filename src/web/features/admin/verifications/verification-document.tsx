// The upload under review, shown where the admin decides: a PDF in the portal's document viewer, an image inline.
import type { VerificationQueueRow } from '../../../../shared/api/syndication';
import { DocumentViewer } from '../../../components/ui/document-viewer/document-viewer';
import styles from '../admin.module.css';
import { VERIFICATION_KIND_LABELS } from './verification-labels';

export const VerificationDocument = ({ row }: { row: VerificationQueueRow }) => {
  const href = row.documentUrl;
  const what = `${VERIFICATION_KIND_LABELS[row.kind]} from ${row.investor.name}: ${row.upload.fileName}`;
  return (
    <div className={styles.uploadView}>
      {row.upload.contentType === 'application/pdf' ? (
        <DocumentViewer url={href} title={what} downloadLabel={`Download ${row.upload.fileName}`} />
      ) : (
        <>
          <img className={styles.uploadImage} src={href} alt={what} />
          <a href={href} target="_blank" rel="noopener">
            Open {row.upload.fileName} in a new tab
          </a>
        </>
      )}
    </div>
  );
};
