// The tax form signed with the agreement (docs/signing.md 'The tax form'), shown to the investor below it: what it
// says about them (the tax id masked) and the PDF itself in the same viewer. One signature signs both.
import type { SigningView, TaxFormView } from '../../../shared/api/signing';
import { DocumentTerms } from '../../components/ui/document-terms';
import { DocumentViewer } from '../../components/ui/document-viewer/document-viewer';
import styles from './signing.module.css';

export const TaxFormDocument = ({ view, taxForm }: { view: SigningView; taxForm: TaxFormView }) => (
  <section className={styles.section} aria-labelledby="tax-form-heading">
    <h2 id="tax-form-heading">Your tax form: {taxForm.title}</h2>
    <p className={styles.muted}>
      {view.fundName} collects a tax form with every subscription. It is filled from your answers and signed with the
      agreement: your one signature below signs both.
    </p>
    <DocumentTerms lines={taxForm.lines} testId="tax-form-terms" />
    <DocumentViewer
      key={`${view.status}-${view.me.hasSigned ? 'signed' : 'unsigned'}`}
      url={taxForm.documentUrl}
      title={`${taxForm.title} for ${view.fundName}`}
      downloadLabel={`Download the ${taxForm.title} (PDF)`}
      downloadUrl={`${taxForm.documentUrl}?download=true`}
    />
  </section>
);
