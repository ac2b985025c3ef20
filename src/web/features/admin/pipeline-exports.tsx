// The fund's exports (issue 'Export'): the pipeline as CSV with masked tax ids, the same with full tax ids after the
// admin confirms (the download is audited), and the signed agreements as a ZIP.
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import styles from './admin.module.css';
import { exportPaths } from './api/pipeline-calls';

export const PipelineExports = ({ slug }: { slug: string }) => {
  const [isAsking, setIsAsking] = useState(false);
  const paths = exportPaths(slug);
  return (
    <div className={styles.exports}>
      <a className={styles.linkButton} href={paths.csv} download>
        Download CSV
      </a>
      <Button variant="quiet" onClick={() => setIsAsking(true)}>
        CSV with full Tax IDs…
      </Button>
      <a className={styles.linkButton} href={paths.agreements} download>
        Download signed agreements (ZIP)
      </a>
      <Dialog
        isOpen={isAsking}
        onClose={() => setIsAsking(false)}
        title="Download full Tax IDs?"
        actions={
          <>
            <Button onClick={() => setIsAsking(false)}>Cancel</Button>
            <a
              className={`${styles.linkButton} ${styles.primaryLink}`}
              href={paths.csvWithFullTaxIds}
              download
              onClick={() => setIsAsking(false)}
            >
              Download with full Tax IDs
            </a>
          </>
        }
      >
        <p>
          The file will hold every investor’s Tax IDs in full. Keep it safe and delete it when done. The download is
          recorded in the audit log under your name.
        </p>
      </Dialog>
    </div>
  );
};
