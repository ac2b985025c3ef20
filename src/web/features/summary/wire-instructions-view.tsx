// Wire instructions on an approved investment (docs/admin.md 'Wire instructions'): asked for when the investor opens
// them, with the reference unique to the subscription and the wire-fraud warning that names investor relations'
// phone, and for 30 days after the fund changed its bank details, the day they changed. They are never in an e-mail.
import { Fragment, useId, useState } from 'react';
import { type InvestorWireAnswer, WIRE_FIELD_LABELS, type WireDetails } from '../../../shared/api/wire-instructions';
import { formatEasternDate } from '../../../shared/domain/eastern-dates';
import { formatUsd } from '../../../shared/domain/money';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api/api-error';
import { getWireInstructions } from './get-wire-instructions';
import styles from './summary.module.css';

type Load =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; answer: InvestorWireAnswer };

const FIELDS = Object.keys(WIRE_FIELD_LABELS) as (keyof WireDetails)[];

export const WireInstructionsView = ({ transactionId }: { transactionId: string }) => {
  const [load, setLoad] = useState<Load>({ status: 'closed' });
  const regionId = useId();
  const isOpen = load.status !== 'closed';

  const toggle = async () => {
    if (isOpen) {
      setLoad({ status: 'closed' });
      return;
    }
    setLoad({ status: 'loading' });
    try {
      setLoad({ status: 'ready', answer: await getWireInstructions(transactionId) });
    } catch (failure) {
      const message = isApiError(failure) ? failure.body.message : 'The wire instructions could not be loaded.';
      setLoad({ status: 'failed', message });
    }
  };

  return (
    <div className={styles.wire}>
      <Button variant="secondary" aria-expanded={isOpen} aria-controls={regionId} onClick={toggle}>
        {isOpen ? 'Hide wire instructions' : 'See wire instructions'}
      </Button>
      <div id={regionId} aria-live="polite">
        {load.status === 'loading' && <p>Loading the wire instructions…</p>}
        {load.status === 'failed' && <p className={styles.reason}>{load.message}</p>}
        {load.status === 'ready' && (
          <section className={styles.wireDetails} aria-label={`Wire instructions for ${load.answer.fundName}`}>
            <p className={styles.warning} role="note">
              <strong>Before you send funds, call investor relations at {load.answer.investorRelationsPhone}</strong> to
              confirm these instructions.
              {load.answer.changedAt && (
                <>
                  {' '}
                  <strong>Bank details changed on {formatEasternDate(load.answer.changedAt)}</strong>: do not use
                  details you saved or received before.
                </>
              )}{' '}
              We never send or change bank details by e-mail; if you receive such an e-mail, do not use it.
            </p>
            <dl>
              <dt>Amount</dt>
              <dd>{load.answer.amount === null ? '—' : formatUsd(load.answer.amount)}</dd>
              <dt>Reference (put it on the wire)</dt>
              <dd className={styles.reference}>{load.answer.reference}</dd>
              {FIELDS.filter((field) => load.answer.details[field] !== '').map((field) => (
                <Fragment key={field}>
                  <dt>{WIRE_FIELD_LABELS[field]}</dt>
                  <dd>{load.answer.details[field]}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        )}
      </div>
    </div>
  );
};
