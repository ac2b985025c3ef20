// The signing evidence of a subscription (issue 'Pipeline'): each signer's consent and signature with where and how,
// the fund's countersignature, the envelope's event trail, the agreement itself and the tax form signed with it (or
// the note of an IRA that carries none).
import { useState } from 'react';
import type { SigningDetail } from '../../../../shared/api/admin-transaction';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { Button } from '../../../components/ui/button';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { agreementDownloadPath, downloadTaxForm } from '../api/pipeline-calls';
import { messageOf } from '../error-text';

const ROLE_WORDS = { investor: 'Subscriber', coInvestor: 'Joint subscriber', spouse: 'Spouse' };

const statusText = ({ status, completedAt, countersignature }: SigningDetail): string => {
  if (status !== 'completed') return 'Waiting for signatures.';
  const sealed = `Fully signed and sealed ${formatInstant(completedAt)}`;
  return countersignature
    ? `${sealed}; countersigned for the fund ${formatInstant(countersignature.at)}.`
    : `${sealed}.`;
};

const downloadText = ({ status, countersignature }: SigningDetail): string => {
  if (countersignature) return 'Download the countersigned agreement';
  return status === 'completed' ? 'Download the sealed agreement' : 'Download the agreement so far';
};

/** The tax form carries the full tax id: its download asks for the password again past the step-up window. */
const TaxFormDownload = ({ taxForm }: { taxForm: NonNullable<SigningDetail['taxForm']> }) => {
  const { withStepUp, dialog } = useStepUp();
  const [failure, setFailure] = useState<string | null>(null);
  const path = taxForm.downloadUrl;
  if (!path) return null;
  const download = () => {
    setFailure(null);
    withStepUp(() => downloadTaxForm(path)).catch((caught: unknown) => setFailure(messageOf(caught)));
  };
  return (
    <>
      <Button variant="quiet" onClick={download}>
        {taxForm.sealedSha256 ? 'Download the sealed' : 'Download the'} {taxForm.title}
      </Button>
      {dialog}
      {failure && <span role="alert"> {failure}</span>}
    </>
  );
};

export const SigningEvidence = ({
  signing,
  transactionId,
  taxFormNote,
}: {
  signing: SigningDetail | null;
  transactionId: string;
  taxFormNote: string | null;
}) => (
  <section className={styles.section} aria-labelledby="signing-heading">
    <h2 id="signing-heading">Signing</h2>
    {taxFormNote && <p data-testid="tax-form-note">{taxFormNote}</p>}
    {!signing ? (
      <p>The agreement has not been prepared for signing yet.</p>
    ) : (
      <>
        <p>
          {statusText(signing)} <a href={agreementDownloadPath(transactionId)}>{downloadText(signing)}</a>
          {signing.sealedSha256 && <span className={styles.hash}> SHA-256 {signing.sealedSha256}</span>}
        </p>
        {signing.taxForm && (
          <p>
            Signed with the agreement by the subscriber: <TaxFormDownload taxForm={signing.taxForm} />
            {signing.taxForm.sealedSha256 && (
              <span className={styles.hash}> SHA-256 {signing.taxForm.sealedSha256}</span>
            )}
          </p>
        )}
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Signers</caption>
            <thead>
              <tr>
                <th scope="col">Signer</th>
                <th scope="col">Status</th>
                <th scope="col">Consented</th>
                <th scope="col">Signed</th>
                <th scope="col">From</th>
                <th scope="col">How they were identified</th>
              </tr>
            </thead>
            <tbody>
              {signing.signers.map((signer) => (
                <tr key={signer.signerId}>
                  <th scope="row">
                    {ROLE_WORDS[signer.role]}: {signer.name} <span className={styles.muted}>{signer.email}</span>
                  </th>
                  <td>{signer.status === 'signed' ? 'Signed' : 'Pending'}</td>
                  <td>{formatInstant(signer.consentedAt)}</td>
                  <td>
                    {formatInstant(signer.signedAt)}
                    {signer.signatureKind && ` (${signer.signatureKind})`}
                  </td>
                  <td>{signer.signIp ?? signer.consentIp ?? '—'}</td>
                  <td>{signer.authMethod ?? '—'}</td>
                </tr>
              ))}
              {signing.countersignature && (
                <tr>
                  <th scope="row">
                    Fund: {signing.countersignature.name}, {signing.countersignature.title}{' '}
                    <span className={styles.muted}>{signing.countersignature.email}</span>
                  </th>
                  <td>Countersigned</td>
                  <td>—</td>
                  <td>{formatInstant(signing.countersignature.at)}</td>
                  <td>{signing.countersignature.ip ?? '—'}</td>
                  <td>{signing.countersignature.authMethod}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <details>
          <summary>Event trail ({signing.events.length})</summary>
          <ol className={styles.events}>
            {signing.events.map((event) => (
              <li key={event.id}>
                {formatInstant(event.at)}: {event.type}
                {event.ip && ` from ${event.ip}`}
              </li>
            ))}
          </ol>
        </details>
      </>
    )}
  </section>
);
