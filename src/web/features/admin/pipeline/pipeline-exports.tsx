// The fund's exports (issue 'Export'): the pipeline as CSV with masked tax ids, the same with full tax ids after the
// admin confirms (the download is audited; the password again first when the session's last one is over ten minutes
// old), and the signed agreements as a ZIP.
import { useState } from 'react';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import styles from '../admin.module.css';
import { downloadAgreementsZip, downloadExport, exportPaths } from '../api/pipeline-calls';
import { messageOf } from '../error-text';

export const PipelineExports = ({ slug }: { slug: string }) => {
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { withStepUp, dialog } = useStepUp();
  const paths = exportPaths(slug);
  const downloadFull = () => {
    setIsAsking(false);
    setFailure(null);
    withStepUp(() => downloadExport(paths.csvWithFullTaxIds, 'GET /api/admin/funds/:slug/export.csv')).catch(
      (caught: unknown) => setFailure(messageOf(caught)),
    );
  };
  // The ZIP holds W-9s with full tax ids: the password again first when the last one is over ten minutes old.
  const downloadZip = () => {
    setFailure(null);
    withStepUp(() => downloadAgreementsZip(slug)).catch((caught: unknown) => setFailure(messageOf(caught)));
  };
  return (
    <div className={styles.exports}>
      <a className={styles.linkButton} href={paths.csv} download>
        Download CSV
      </a>
      <Button variant="quiet" onClick={() => setIsAsking(true)}>
        CSV with full Tax IDs…
      </Button>
      <Button variant="quiet" onClick={downloadZip}>
        Download signed agreements (ZIP)
      </Button>
      <Dialog
        isOpen={isAsking}
        onClose={() => setIsAsking(false)}
        title="Download full Tax IDs?"
        actions={
          <>
            <Button onClick={() => setIsAsking(false)}>Cancel</Button>
            <Button variant="primary" onClick={downloadFull}>
              Download with full Tax IDs
            </Button>
          </>
        }
      >
        <p>
          The file will hold every investor’s Tax IDs in full. Keep it safe and delete it when done. The download is
          recorded in the audit log under your name. You may be asked for your password again.
        </p>
      </Dialog>
      {dialog}
      {failure && (
        <p className={styles.exportFailure} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
};
