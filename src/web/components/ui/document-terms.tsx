// What a document says about the person reading it, in plain label/value rows (tax ids come masked from the server),
// folded under a summary so that the document itself and the place to sign stay near on a phone.
import styles from './document-view.module.css';

type DocumentTermsProps = { lines: readonly { label: string; value: string }[]; testId?: string };

export const DocumentTerms = ({ lines, testId }: DocumentTermsProps) => (
  <details className={styles.termsFold}>
    <summary>
      The details it holds about you ({lines.length}):{' '}
      {lines
        .slice(0, 3)
        .map((line) => line.label.toLowerCase())
        .join(', ')}
      {lines.length > 3 ? '…' : ''}
    </summary>
    <dl className={styles.terms} data-testid={testId}>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  </details>
);
