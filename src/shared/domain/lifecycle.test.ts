// Stored data read as one lifecycle stage, and the combinations the lifecycle can never reach.
import { describe, expect, it } from 'vitest';
import { lifecycleAnomalies, lifecycleStageOf, type StoredLifecycle } from './lifecycle';

const STARTED: StoredLifecycle = {
  hasInvestorSigned: false,
  pendingSigners: 0,
  hasOpenChangeRequest: false,
  isApproved: false,
  isCountersigned: false,
  isFunded: false,
  isComplete: false,
  isDeclined: false,
  isWithdrawn: false,
};
const SIGNED = { ...STARTED, hasInvestorSigned: true };

describe('lifecycleStageOf', () => {
  it.each([
    ['in the wizard', STARTED, 'inProgress'],
    ['signed, a co-signer to go', { ...SIGNED, pendingSigners: 1 }, 'awaitingCoSigners'],
    ['signed by everyone', SIGNED, 'underReview'],
    ['with a change request open', { ...SIGNED, hasOpenChangeRequest: true }, 'changesRequested'],
    ['approved', { ...SIGNED, isApproved: true }, 'approved'],
    ['countersigned', { ...SIGNED, isApproved: true, isCountersigned: true }, 'awaitingFunds'],
    ['funded', { ...SIGNED, isApproved: true, isCountersigned: true, isFunded: true }, 'funded'],
    ['complete', { ...SIGNED, isApproved: true, isCountersigned: true, isFunded: true, isComplete: true }, 'complete'],
    ['declined, whatever else', { ...SIGNED, isDeclined: true, isApproved: true }, 'declined'],
    ['withdrawn', { ...SIGNED, isWithdrawn: true }, 'withdrawn'],
  ] as const)('reads a subscription %s', (_what, stored, stage) => {
    expect(lifecycleStageOf(stored)).toBe(stage);
  });
});

describe('lifecycleAnomalies', () => {
  it('finds none on the way a subscription goes', () => {
    for (const stored of [STARTED, SIGNED, { ...SIGNED, isApproved: true, isCountersigned: true, isFunded: true }]) {
      expect(lifecycleAnomalies(stored)).toEqual([]);
    }
  });

  it('names an approval given before the investor signed, and one given before a co-signer did', () => {
    expect(lifecycleAnomalies({ ...STARTED, isApproved: true })).toEqual(['approvedUnsigned']);
    expect(lifecycleAnomalies({ ...SIGNED, pendingSigners: 1, isApproved: true })).toEqual(['approvedUnsigned']);
  });

  it('names an approval standing beside an open change request', () => {
    expect(lifecycleAnomalies({ ...SIGNED, isApproved: true, hasOpenChangeRequest: true })).toEqual([
      'approvedWithChangeRequest',
    ]);
  });

  it('names a countersignature without approval and funds before the countersignature', () => {
    expect(lifecycleAnomalies({ ...SIGNED, isCountersigned: true })).toEqual(['countersignedUnapproved']);
    expect(lifecycleAnomalies({ ...SIGNED, isApproved: true, isFunded: true })).toEqual(['fundedUncountersigned']);
  });

  it('names funds recorded before everyone signed', () => {
    expect(lifecycleAnomalies({ ...STARTED, isCountersigned: null, isFunded: true })).toEqual(['fundedUnsigned']);
    expect(lifecycleAnomalies({ ...SIGNED, isCountersigned: null, isFunded: true })).toEqual([]);
  });

  it('judges no countersignature where the agreement is not in the portal (signed before it, elsewhere)', () => {
    const imported = { ...SIGNED, isCountersigned: null, isFunded: true, isComplete: true };
    expect(lifecycleAnomalies(imported)).toEqual([]);
    expect(lifecycleStageOf(imported)).toBe('complete');
  });
});
