// The agreement on the signer's page (docs/design.md §7, docs/signing.md 'Reading view'): for the portal's own agreement,
// its text at body size with this subscription's values and the signer's place marked, and the PDF (the record that is
// signed and sealed) in the portal's viewer when asked for; for a fund's own template, what it says about this
// subscription in plain rows (tax ids masked) and the PDF itself. pdf.js is loaded only when the PDF is shown.
import { useState } from 'react';
import type { AdoptedSignature, SigningView } from '../../../shared/api/signing';
import { DocumentTerms } from '../../components/ui/document-terms';
import { DocumentViewer } from '../../components/ui/document-viewer/document-viewer';
import { AgreementReading } from './agreement-reading';
import styles from './signing.module.css';

type AgreementDocumentProps = { view: SigningView; placed: AdoptedSignature | null };

export const AgreementDocument = ({ view, placed }: AgreementDocumentProps) => {
  const signedCount = view.signers.filter((s) => s.status === 'signed').length;
  const [isPdfOpen, setPdfOpen] = useState(false);
  const title = `Subscription agreement for ${view.fundName}`;
  // Drawn again after each signature, so the stamps made so far show.
  const viewer = (
    <DocumentViewer
      key={`${view.status}-${signedCount}`}
      url={view.documentUrl}
      title={title}
      downloadLabel="Download the agreement (PDF)"
      downloadUrl={`${view.documentUrl}?download=true`}
    />
  );
  return (
    <section className={styles.section} aria-labelledby="agreement-heading">
      <h2 id="agreement-heading">Your subscription agreement</h2>
      {view.reading ? (
        <>
          <p className={styles.muted}>
            Please read the whole agreement for {view.fundName}; the details of this subscription are in place. You sign
            the agreement as its PDF holds it, word for word the same.
          </p>
          <AgreementReading blocks={view.reading} signers={view.signers} me={view.me} placed={placed} />
          <details className={styles.pdfFold} onToggle={(event) => setPdfOpen(event.currentTarget.open)}>
            <summary>View or download the PDF</summary>
            {isPdfOpen ? viewer : null}
          </details>
        </>
      ) : (
        <>
          <p className={styles.muted}>
            Please read the whole agreement for {view.fundName} below; you can check the details it holds about this
            subscription here first.
          </p>
          <DocumentTerms lines={view.lines} testId="agreement-terms" />
          {viewer}
        </>
      )}
    </section>
  );
};
