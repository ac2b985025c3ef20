// The NDA to read before signing: what it says about the investor, in plain rows, and the PDF itself to read, open or
// download (as the subscription agreement is shown, DESIGN.md §7).
import type { NdaView } from '../../../shared/api/syndication';
import { DocumentTerms } from '../../components/ui/document-terms';
import documentStyles from '../../components/ui/document-view.module.css';
import styles from './syndication.module.css';

export const NdaDocument = ({ view }: { view: NdaView }) => (
  <section className={styles.section} aria-labelledby="nda-heading">
    <h2 id="nda-heading">Your non-disclosure agreement</h2>
    <p className={styles.muted}>Please read the whole agreement. These are the details it holds about you:</p>
    <DocumentTerms lines={view.lines} />
    {/* Reloaded once signed, so the stamped signature shows. */}
    <iframe
      key={String(view.hasSigned)}
      className={documentStyles.frame}
      src={view.documentUrl}
      title="Non-disclosure agreement (PDF)"
    />
    <p className={documentStyles.links}>
      <a href={view.documentUrl} target="_blank" rel="noopener">
        Open the NDA in a new tab
      </a>
    </p>
  </section>
);
