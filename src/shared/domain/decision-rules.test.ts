import { describe, expect, it } from 'vitest';
import {
  ALREADY_APPROVED,
  ALREADY_REJECTED,
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

  it('offers a rejection after approval until the fund countersigns, and no second approval', () => {
    const approved = facts({ status: 'awaitingCountersignature', isApproved: true });
    expect(approveRefusal(approved)).toBe(ALREADY_APPROVED);
    expect(rejectRefusal(approved)).toBeNull();
  });

  // A declined subscription stays declined: the lifecycle machine refuses its approval (the server asks it next).
  it('leaves the approval of a declined investment to the lifecycle, and offers no second rejection', () => {
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
