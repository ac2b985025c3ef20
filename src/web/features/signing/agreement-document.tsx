// The readable view of the filled agreement (docs/design.md §7): what it says about this subscription, in plain rows
// (tax ids masked), and the PDF itself in the portal's document viewer (pdf.js, loaded only here), to read or download.
import type { SigningView } from '../../../shared/api/signing';
import { DocumentTerms } from '../../components/ui/document-terms';
import { DocumentViewer } from '../../components/ui/document-viewer/document-viewer';
import styles from './signing.module.css';

export const AgreementDocument = ({ view }: { view: SigningView }) => {
  const signedCount = view.signers.filter((s) => s.status === 'signed').length;
  return (
    <section className={styles.section} aria-labelledby="agreement-heading">
      <h2 id="agreement-heading">Your subscription agreement</h2>
      <p className={styles.muted}>
        Please read the whole agreement for {view.fundName} below; you can check the details it holds about this
        subscription here first.
      </p>
      <DocumentTerms lines={view.lines} testId="agreement-terms" />
      {/* Drawn again after each signature, so the stamps made so far show. */}
      <DocumentViewer
        key={`${view.status}-${signedCount}`}
        url={view.documentUrl}
        title={`Subscription agreement for ${view.fundName}`}
        downloadLabel="Download the agreement (PDF)"
        downloadUrl={`${view.documentUrl}?download=true`}
      />
    </section>
  );
};
