// The NDA to read before signing: what it says about the investor, in plain rows, and the PDF itself to read, open or
// download, in the portal's one document viewer (as the subscription agreement is shown, docs/design.md §7a).
import type { NdaView } from '../../../shared/api/syndication';
import { DocumentTerms } from '../../components/ui/document-terms';
import { DocumentViewer } from '../../components/ui/document-viewer/document-viewer';
import styles from './syndication.module.css';

export const NdaDocument = ({ view }: { view: NdaView }) => (
  <section className={styles.section} aria-labelledby="nda-heading">
    <h2 id="nda-heading">Your non-disclosure agreement</h2>
    <p className={styles.muted}>
      Please read the whole agreement below; you can check the details it holds about you here first.
    </p>
    <DocumentTerms lines={view.lines} />
    {/* Drawn again once signed, so the stamped signature shows. */}
    <DocumentViewer
      key={String(view.hasSigned)}
      url={view.documentUrl}
      title="Non-disclosure agreement"
      downloadLabel="Download the NDA (PDF)"
    />
  </section>
);
