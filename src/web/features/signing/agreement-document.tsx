// The readable view of the filled agreement (DESIGN.md §7): what it says about this subscription, in plain rows
// (tax ids masked), and the PDF itself to read, open or download.
import type { SigningView } from '../../../shared/api/signing';
import styles from './signing.module.css';

export const AgreementDocument = ({ view }: { view: SigningView }) => {
  const signedCount = view.signers.filter((s) => s.status === 'signed').length;
  return (
    <section className={styles.section} aria-labelledby="agreement-heading">
      <h2 id="agreement-heading">Your subscription agreement</h2>
      <p className={styles.muted}>
        Please read the whole agreement for {view.fundName}. These are the details it holds about this subscription:
      </p>
      <dl className={styles.terms} data-testid="agreement-terms">
        {view.lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {/* Reloaded after each signature, so the stamps made so far show. */}
      <iframe
        key={`${view.status}-${signedCount}`}
        className={styles.document}
        src={view.documentUrl}
        title={`Subscription agreement for ${view.fundName} (PDF)`}
      />
      <p className={styles.links}>
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
