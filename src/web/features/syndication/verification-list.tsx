// What the investor sent for review and where each part stands: the document, when it was sent, the decision, and a
// denial's reason.
import type { SyndicationStatusAnswer, VerificationSummary } from '../../../shared/api/syndication';
import { ACCREDITATION_BASIS_LABELS } from '../../../shared/domain/accreditation-basis';
import { formatEasternDate } from '../../../shared/domain/eastern-dates';
import documentStyles from '../../components/ui/document-view.module.css';
import { formatByteSize } from '../../components/upload/byte-size';
import styles from './syndication.module.css';

const TITLES: Record<VerificationSummary['kind'], string> = {
  identity: 'Proof of identity',
  accreditation: 'Proof of accreditation',
};

/** The status in words (docs/spec.md §4 work-item status and decision). */
export const verificationStatusText = (verification: VerificationSummary): string => {
  if (verification.decision === 'approved') return 'Approved';
  if (verification.decision === 'denied') return 'Not accepted';
  if (verification.status === null) return 'Not sent yet';
  return 'Waiting for review';
};

export const VerificationList = ({ answer }: { answer: SyndicationStatusAnswer }) => (
  <ul className={styles.verifications} aria-label="What you sent">
    {answer.ndaSignedAt && (
      <li className={styles.verification}>
        <div className={styles.verificationHead}>
          <h2>Non-disclosure agreement</h2>
          <span className={styles.badge} data-decision="approved">
            Signed
          </span>
        </div>
        <dl className={documentStyles.terms}>
          <div>
            <dt>Signed</dt>
            <dd>{formatEasternDate(answer.ndaSignedAt)}</dd>
          </div>
          {answer.ndaDocumentUrl && (
            <div>
              <dt>Document</dt>
              <dd>
                <a href={answer.ndaDocumentUrl} target="_blank" rel="noopener">
                  View the signed NDA
                </a>
              </dd>
            </div>
          )}
        </dl>
      </li>
    )}
    {[answer.identity, answer.accreditation].map((verification) => (
      <li key={verification.kind} className={styles.verification}>
        <div className={styles.verificationHead}>
          <h2>{TITLES[verification.kind]}</h2>
          <span className={styles.badge} data-decision={verification.decision ?? 'pending'}>
            {verificationStatusText(verification)}
          </span>
        </div>
        <dl className={documentStyles.terms}>
          {verification.kind === 'accreditation' && answer.accreditationBasis && (
            <div>
              <dt>Basis</dt>
              <dd>{ACCREDITATION_BASIS_LABELS[answer.accreditationBasis]}</dd>
            </div>
          )}
          {verification.upload && (
            <div>
              <dt>Document</dt>
              <dd>
                {`${verification.upload.fileName} (${formatByteSize(verification.upload.byteLength)})`}
                {verification.upload.url && (
                  <>
                    {' · '}
                    <a href={verification.upload.url} target="_blank" rel="noopener">
                      {`View ${verification.upload.fileName}`}
                    </a>
                  </>
                )}
              </dd>
            </div>
          )}
          {verification.submittedAt && (
            <div>
              <dt>Sent</dt>
              <dd>{formatEasternDate(verification.submittedAt)}</dd>
            </div>
          )}
          {verification.decision === 'denied' && verification.reason && (
            <div>
              <dt>Reason</dt>
              <dd>{verification.reason}</dd>
            </div>
          )}
        </dl>
      </li>
    ))}
  </ul>
);
