import { describe, expect, it } from 'vitest';
import {
  ALREADY_APPROVED,
  ALREADY_REJECTED,
  APPROVED_CANNOT_BE_REJECTED,
  approveRefusal,
  COMPLETE_CANNOT_BE_REJECTED,
  COUNTERSIGNED_CANNOT_BE_REJECTED,
  type DecisionFacts,
  PAST_APPROVAL,
  rejectRefusal,
} from './decision-rules';

const facts = (overrides: Partial<DecisionFacts>): DecisionFacts => ({
  status: 'underReview',
  isApproved: false,
  isRejected: false,
  isCountersigned: false,
  ...overrides,
});

describe('which decisions still apply', () => {
  it('offers both on a signed investment under review', () => {
    expect(approveRefusal(facts({}))).toBeNull();
    expect(rejectRefusal(facts({}))).toBeNull();
  });

  it('offers no rejection after approval, nor a second approval', () => {
    const approved = facts({ status: 'awaitingCountersignature', isApproved: true });
    expect(approveRefusal(approved)).toBe(ALREADY_APPROVED);
    expect(rejectRefusal(approved)).toBe(APPROVED_CANNOT_BE_REJECTED);
  });

  it('offers approval again after a rejection, and no second rejection', () => {
    const declined = facts({ status: 'declined', isRejected: true });
    expect(approveRefusal(declined)).toBeNull();
    expect(rejectRefusal(declined)).toBe(ALREADY_REJECTED);
  });

  it('offers neither once countersigned or complete', () => {
    expect(approveRefusal(facts({ status: 'complete' }))).toBe(PAST_APPROVAL);
    expect(rejectRefusal(facts({ status: 'complete' }))).toBe(COMPLETE_CANNOT_BE_REJECTED);
    expect(approveRefusal(facts({ status: 'awaitingFunds', isCountersigned: true }))).toBe(PAST_APPROVAL);
    expect(rejectRefusal(facts({ status: 'awaitingFunds', isCountersigned: true }))).toBe(
      COUNTERSIGNED_CANNOT_BE_REJECTED,
    );
  });
});
