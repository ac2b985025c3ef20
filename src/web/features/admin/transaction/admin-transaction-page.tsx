// One transaction in the back office (issue 'Pipeline', 'Decisions', 'Reminders'): where it stands, the decisions,
// the answers with tax ids masked, the signing evidence, reminders, acting as the investor, and its audit trail.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../../components/ui/link';
import { Loading } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { formatInstant, formatMoney } from '../admin-format';
import { AdminFrame, Alert } from '../admin-frame';
import { adminPaths } from '../admin-paths';
import { getTransactionDetail } from '../api/pipeline-calls';
import { AuditTable } from '../audit/audit-table';
import { approvalText, signaturesText } from '../pipeline/pipeline-labels';
import { useAdminLoad } from '../use-admin-load';
import { ActAsInvestorPanel } from './act-as-investor-panel';
import { ChangeRequestPanel } from './change-request-panel';
import { DecisionPanel } from './decision-panel';
import { RemindersPanel } from './reminders-panel';
import { SigningEvidence } from './signing-evidence';

export const AdminTransactionPage = () => {
  const { transactionId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getTransactionDetail(transactionId, signal), [transactionId]);
  const { data, error, isLoading, setData, reload } = useAdminLoad(load);

  if (!data) {
    return (
      <AdminFrame title="Subscription">
        {isLoading && <Loading />}
        {error && <Alert>{error}</Alert>}
      </AdminFrame>
    );
  }
  const { row, fund } = data;
  return (
    <AdminFrame
      title={`${row.investor.name}: ${fund.name}`}
      lead={
        <>
          <Link to={adminPaths.pipeline(fund.slug)}>Back to the pipeline</Link> · {row.investor.email}
        </>
      }
    >
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{row.statusText}</dd>
        <dt>Approval</dt>
        <dd>
          {approvalText(row)}
          {row.rejectionReason && `: ${row.rejectionReason}`}
        </dd>
        <dt>Current step</dt>
        <dd>{row.currentStepTitle}</dd>
        <dt>Method of investment</dt>
        <dd>{row.methodOfInvestment ?? '—'}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney(row.amount)}</dd>
        <dt>Reservation</dt>
        <dd>{formatMoney(row.reservationAmount)}</dd>
        <dt>Signatures</dt>
        <dd>{signaturesText(row)}</dd>
        <dt>Agreement signed</dt>
        <dd>{formatInstant(row.subscriptionAgreementDate)}</dd>
        <dt>Countersigned</dt>
        <dd>{formatInstant(row.countersignedAt)}</dd>
        <dt>Offering memorandum</dt>
        <dd>{row.memorandumReadAt ? `Read ${formatInstant(row.memorandumReadAt)}` : 'Not opened in the data room'}</dd>
        <dt>Started</dt>
        <dd>{formatInstant(row.createdAt)}</dd>
        <dt>Last change</dt>
        <dd>{formatInstant(row.updatedAt)}</dd>
      </dl>
      <DecisionPanel detail={data} onChange={setData} />
      <ChangeRequestPanel detail={data} onChange={setData} />
      <RemindersPanel detail={data} onChange={reload} />
      <ActAsInvestorPanel userId={row.investor.userId} name={row.investor.name} />
      <section className={styles.section} aria-labelledby="answers-heading">
        <h2 id="answers-heading">Answers</h2>
        {data.answers.length === 0 ? (
          <p>No answer yet.</p>
        ) : (
          <dl className={styles.facts}>
            {data.answers.map((answer) => (
              <div key={answer.field} className={styles.factRow}>
                <dt>{answer.label}</dt>
                <dd>
                  {answer.value}
                  {answer.author && <span className={styles.answerAuthor}>Answered by {answer.author}</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <SigningEvidence signing={data.signing} transactionId={row.transactionId} taxFormNote={data.taxFormNote} />
      <section className={styles.section} aria-labelledby="trail-heading">
        <h2 id="trail-heading">Audit trail</h2>
        <AuditTable entries={data.audit} caption="What happened to this subscription" />
      </section>
    </AdminFrame>
  );
};
