// The readable view of the filled agreement (DESIGN.md §7): what it says about this subscription, in plain rows
// (tax ids masked), and the PDF itself to read, open or download.
import type { SigningView } from '../../../shared/api/signing';
import { DocumentTerms } from '../../components/ui/document-terms';
import documentStyles from '../../components/ui/document-view.module.css';
import styles from './signing.module.css';

export const AgreementDocument = ({ view }: { view: SigningView }) => {
  const signedCount = view.signers.filter((s) => s.status === 'signed').length;
  return (
    <section className={styles.section} aria-labelledby="agreement-heading">
      <h2 id="agreement-heading">Your subscription agreement</h2>
      <p className={styles.muted}>
        Please read the whole agreement for {view.fundName}. These are the details it holds about this subscription:
      </p>
      <DocumentTerms lines={view.lines} testId="agreement-terms" />
      {/* Reloaded after each signature, so the stamps made so far show. */}
      <iframe
        key={`${view.status}-${signedCount}`}
        className={documentStyles.frame}
        src={view.documentUrl}
        title={`Subscription agreement for ${view.fundName} (PDF)`}
      />
      <p className={documentStyles.links}>
        <a href={view.documentUrl} target="_blank" rel="noopener">
          Open the agreement in a new tab
        </a>
        <a href={`${view.documentUrl}?download=true`} download>
          Download the agreement (PDF)
        </a>
      </p>
    </section>
  );
};
