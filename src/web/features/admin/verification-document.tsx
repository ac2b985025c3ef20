// The upload under review, shown where the admin decides: a PDF in a frame (and in a new tab), an image inline.
import type { VerificationQueueRow } from '../../../shared/api/syndication';
import documentStyles from '../../components/ui/document-view.module.css';
import styles from './admin.module.css';
import { VERIFICATION_KIND_LABELS } from './verification-labels';

export const VerificationDocument = ({ row }: { row: VerificationQueueRow }) => {
  const href = row.documentUrl;
  const what = `${VERIFICATION_KIND_LABELS[row.kind]} from ${row.investor.name}: ${row.upload.fileName}`;
  return (
    <div className={styles.uploadView}>
      {row.upload.contentType === 'application/pdf' ? (
        <iframe className={documentStyles.frame} src={href} title={`${what} (PDF)`} />
      ) : (
        <img className={styles.uploadImage} src={href} alt={what} />
      )}
      <a href={href} target="_blank" rel="noopener">
        Open {row.upload.fileName} in a new tab
      </a>
    </div>
  );
};
