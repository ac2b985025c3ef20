// What a document says about the person reading it, in plain label/value rows (tax ids come masked from the server).
import styles from './document-view.module.css';

type DocumentTermsProps = { lines: readonly { label: string; value: string }[]; testId?: string };

export const DocumentTerms = ({ lines, testId }: DocumentTermsProps) => (
  <dl className={styles.terms} data-testid={testId}>
    {lines.map((line) => (
      <div key={line.label}>
        <dt>{line.label}</dt>
        <dd>{line.value}</dd>
      </div>
    ))}
  </dl>
);
