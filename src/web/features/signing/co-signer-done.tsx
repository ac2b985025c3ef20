// After a co-signer has signed: thanks, where the agreement stands, and their copy to keep (the disclosure's right
// to a copy).
import type { SigningView } from '../../../shared/api/signing';
import documentStyles from '../../components/ui/document-view.module.css';
import styles from './signing.module.css';

export const CoSignerDone = ({ view }: { view: SigningView }) => (
  <section className={styles.section} aria-labelledby="signed-heading" role="status">
    <h2 id="signed-heading">Thank you, {view.me.name}</h2>
    <p>
      You have signed the subscription agreement for {view.fundName}.{' '}
      {view.status === 'completed'
        ? 'Everyone has signed: the agreement is complete.'
        : 'We will let the subscriber know.'}
    </p>
    <p className={documentStyles.links}>
      <a href={`${view.documentUrl}?download=true`} download>
        Download your copy (PDF)
      </a>
    </p>
  </section>
);
