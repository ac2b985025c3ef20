import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../shared/domain/entities';
import { aTransaction } from '../../../shared/domain/test-fixtures';
import type { TransactionView } from '../../lib/api/api-types';
import { investmentTimeline } from './investment-timeline';

const AT = '2026-05-01T12:00:00.000Z';
const LATER = '2026-05-08T12:00:00.000Z';
const view = (over: Partial<Transaction>, agreement?: TransactionView['agreement']): TransactionView => ({
  ...aTransaction({ currentStep: 'MID_CLOSING', ...over }),
  ...(agreement && { agreement }),
});
const states = (t: TransactionView) => investmentTimeline(t).map((s) => `${s.key}:${s.state}`);

describe('what comes after signing', () => {
  it('has no timeline before the investor signs, or once the fund declined', () => {
    expect(investmentTimeline(view({ currentStep: 'DOCUMENT_SIGNED' }))).toEqual([]);
    expect(investmentTimeline(view({ rejectionDate: AT }))).toEqual([]);
  });

  it('waits for the co-signers by name', () => {
    const timeline = investmentTimeline(view({}, { pendingSigners: ['Sam Spouse'], countersignedAt: null }));
    expect(timeline[0]).toMatchObject({ key: 'signatures', state: 'current', note: 'Waiting for Sam Spouse' });
    expect(timeline.slice(1).every((s) => s.state === 'upcoming')).toBe(true);
  });

  it.each<[string, Partial<Transaction>, TransactionView['agreement'], string[]]>([
    [
      'signed by everyone',
      { subscriptionAgreementDate: AT },
      { pendingSigners: [], countersignedAt: null },
      ['signatures:done', 'review:current', 'countersignature:upcoming', 'funding:upcoming', 'closing:upcoming'],
    ],
    [
      'approved',
      { subscriptionAgreementDate: AT, isApproved: true },
      undefined,
      ['signatures:done', 'review:done', 'countersignature:current', 'funding:upcoming', 'closing:upcoming'],
    ],
    [
      'countersigned',
      { subscriptionAgreementDate: AT, isApproved: true },
      { pendingSigners: [], countersignedAt: LATER },
      ['signatures:done', 'review:done', 'countersignature:done', 'funding:current', 'closing:upcoming'],
    ],
    [
      'funded',
      { subscriptionAgreementDate: AT, isApproved: true, fundsTransferDate: LATER },
      { pendingSigners: [], countersignedAt: LATER },
      ['signatures:done', 'review:done', 'countersignature:done', 'funding:done', 'closing:current'],
    ],
    [
      'complete',
      { subscriptionAgreementDate: AT, completionDate: LATER },
      undefined,
      ['signatures:done', 'review:done', 'countersignature:done', 'funding:done', 'closing:done'],
    ],
  ])('reads an investment %s', (_, over, agreement, expected) => {
    expect(states(view(over, agreement))).toEqual(expected);
  });

  it('gives the dates the record holds for the stages done', () => {
    const signed = view(
      { subscriptionAgreementDate: AT, isApproved: true },
      { pendingSigners: [], countersignedAt: LATER },
    );
    expect(investmentTimeline(signed).map((s) => s.at)).toEqual([AT, null, LATER, null, null]);
    expect(investmentTimeline({ ...signed, approvedAt: LATER }).map((s) => s.at)).toEqual([
      AT,
      LATER,
      LATER,
      null,
      null,
    ]);
  });
});
