// The fund's questions and answers: each a native disclosure (no script needed to open one, on the server's HTML
// too); the answers are the server's sanitised HTML (docs/admin.md 'The fund page').
import { useId } from 'react';
import type { FaqEntryView } from '../../../shared/api/fund-page';
import styles from './fund.module.css';
import { SafeHtml } from './safe-html';

export const FundFaq = ({ faq }: { faq: FaqEntryView[] }) => {
  const id = useId();
  if (faq.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>Questions and answers</h2>
      <div className={styles.faq}>
        {faq.map((entry) => (
          <details key={entry.id}>
            <summary>{entry.question}</summary>
            <SafeHtml html={entry.answerHtml} />
          </details>
        ))}
      </div>
    </section>
  );
};
