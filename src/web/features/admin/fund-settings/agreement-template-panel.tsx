// The fund's subscription agreement (issue 'Funds'): choose a PDF, see which of its form fields the portal fills and
// which it does not know, then upload it as the fund's agreement (through e-signature's template call).
import { type ChangeEvent, useId, useState } from 'react';
import type { AdminFundAnswer, AgreementPreviewAnswer } from '../../../../shared/api/admin-funds';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { Alert } from '../admin-frame';
import { getAdminFund, previewAgreement, templateDownloadPath, uploadAgreementTemplate } from '../api/fund-calls';
import { readFileAsBase64 } from '../data-room/read-file';
import { messageOf } from '../error-text';

type Chosen = { fileName: string; pdfBase64: string; preview: AgreementPreviewAnswer };

const USE_WORDS = {
  filled: 'Filled by the portal',
  signature: 'Signature',
  signedDate: 'Date signed',
  unknown: 'Not known',
};

export const AgreementTemplatePanel = ({
  fund,
  onUploaded,
}: {
  fund: AdminFundAnswer;
  onUploaded: (fund: AdminFundAnswer) => void;
}) => {
  const inputId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { slug } = fund.fund;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setChosen(null);
    setMessage(null);
    if (!file) return;
    setIsBusy(true);
    try {
      const pdfBase64 = await readFileAsBase64(file);
      setChosen({ fileName: file.name, pdfBase64, preview: await previewAgreement(pdfBase64) });
    } catch (failure) {
      setMessage({ tone: 'error', text: messageOf(failure) });
    } finally {
      setIsBusy(false);
    }
  };

  const onUpload = async () => {
    if (!chosen) return;
    setIsBusy(true);
    try {
      await uploadAgreementTemplate(slug, chosen.pdfBase64, chosen.fileName.replace(/[^\w .()-]/g, '_'));
      onUploaded(await getAdminFund(slug));
      setChosen(null);
      setMessage({ tone: 'success', text: 'The agreement is uploaded; new signings use it from now on.' });
    } catch (failure) {
      setMessage({ tone: 'error', text: messageOf(failure) });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Panel className={styles.section}>
      <h2>Subscription agreement</h2>
      <p>
        {fund.template ? (
          <>
            Current agreement: <a href={templateDownloadPath(slug)}>{fund.template.fileName}</a>, uploaded{' '}
            {formatInstant(fund.template.uploadedAt)}.
          </>
        ) : (
          <>
            This fund uses the portal’s standard agreement. <a href={templateDownloadPath(slug)}>Download it</a>.
          </>
        )}
      </p>
      <label htmlFor={inputId} className={styles.label}>
        Choose a PDF with form fields
      </label>
      <input id={inputId} type="file" accept="application/pdf" onChange={onChoose} disabled={isBusy} />
      {chosen && (
        <>
          <table className={styles.table}>
            <caption>
              Form fields of {chosen.fileName} ({chosen.preview.pageCount} pages)
            </caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">What the portal does</th>
              </tr>
            </thead>
            <tbody>
              {chosen.preview.fields.map((field) => (
                <tr key={field.name}>
                  <td>{field.name}</td>
                  <td>{field.use === 'unknown' ? USE_WORDS.unknown : `${USE_WORDS[field.use]}: ${field.label}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {chosen.preview.notInTemplate.length > 0 && (
            <p className={styles.hint}>Not in this PDF: {chosen.preview.notInTemplate.join(', ')}.</p>
          )}
          {chosen.preview.hasInvestorSignature ? (
            <Button variant="primary" onClick={onUpload} isBusy={isBusy}>
              Use this agreement
            </Button>
          ) : (
            <Alert>This PDF has no field named investorSignature where the subscriber signs.</Alert>
          )}
        </>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </Panel>
  );
};
