import { describe, expect, it } from 'vitest';
import {
  recordAccreditationDecision,
  recordAccreditationSubmitted,
  recordAcknowledgments,
  recordIdentityDecision,
  recordIdentitySubmitted,
  recordNdaSigned,
  recordSignUpStart,
} from './syndication-sign-up-records';
import { anInvestor } from './test-fixtures';

const EARLIER = '2026-02-01T15:00:00.000Z';
const AT = '2026-02-20T15:00:00.000Z';

describe('syndication sign-up records', () => {
  it('records the start date once', () => {
    expect(recordSignUpStart(anInvestor(), AT).syndicationProgramSignUpStartDate).toBe(AT);
    expect(
      recordSignUpStart(anInvestor({ syndicationProgramSignUpStartDate: EARLIER }), AT)
        .syndicationProgramSignUpStartDate,
    ).toBe(EARLIER);
  });

  it('records the acknowledgments (and the start, when missing) without restarting the waiting period', () => {
    const first = recordAcknowledgments(anInvestor(), AT);
    expect(first.syndicationProgramSignUpAcknowledgmentsCompletionDate).toBe(AT);
    expect(first.syndicationProgramSignUpStartDate).toBe(AT);
    const again = recordAcknowledgments(
      anInvestor({ syndicationProgramSignUpAcknowledgmentsCompletionDate: EARLIER }),
      AT,
    );
    expect(again.syndicationProgramSignUpAcknowledgmentsCompletionDate).toBe(EARLIER);
  });

  it('records the NDA once', () => {
    expect(recordNdaSigned(anInvestor(), AT).syndicationProgramSignUpNDACompletionDate).toBe(AT);
    expect(
      recordNdaSigned(anInvestor({ syndicationProgramSignUpNDACompletionDate: EARLIER }), AT)
        .syndicationProgramSignUpNDACompletionDate,
    ).toBe(EARLIER);
  });

  it('opens an identity review on submission, also after a denial', () => {
    const investor = recordIdentitySubmitted(anInvestor({ proofOfIdentityStatus: 'denied' }), AT);
    expect(investor.proofOfIdentitySubmissionDate).toBe(AT);
    expect(investor.proofOfIdentityStatus).toBe('todo');
  });

  it('opens an accreditation review on submission', () => {
    const investor = recordAccreditationSubmitted(anInvestor(), AT);
    expect(investor.proofOfAccreditationSubmissionDate).toBe(AT);
    expect(investor.proofOfAccreditationStatus).toBe('todo');
  });

  it.each(['approved', 'denied'] as const)('records the identity decision %s with its update date', (decision) => {
    const investor = recordIdentityDecision(anInvestor({ proofOfIdentityStatus: 'inProgress' }), { at: AT, decision });
    expect(investor.proofOfIdentityStatus).toBe(decision);
    expect(investor.proofOfIdentityStatusUpdateDate).toBe(AT);
  });

  it.each([
    ['net worth: dated now, expiring in 90 days', 'netWorth', '2026-05-21T14:00:00.000Z'],
    ['income: dated now, expiring in a year', 'income', '2027-02-20T15:00:00.000Z'],
  ] as const)('records an approved accreditation on %s', (_title, basis, expiry) => {
    const investor = recordAccreditationDecision(anInvestor({ proofOfAccreditationStatus: 'todo' }), {
      at: AT,
      decision: 'approved',
      basis,
    });
    expect(investor.proofOfAccreditationStatus).toBe('approved');
    expect(investor.proofOfAccreditationDate).toBe(AT);
    expect(investor.proofOfAccreditationExpirationDate).toBe(expiry);
  });

  it('clears the accreditation date and expiry on a denial', () => {
    const investor = recordAccreditationDecision(
      anInvestor({ proofOfAccreditationDate: EARLIER, proofOfAccreditationExpirationDate: AT }),
      { at: AT, decision: 'denied', basis: 'income' },
    );
    expect(investor.proofOfAccreditationStatus).toBe('denied');
    expect(investor.proofOfAccreditationDate).toBeNull();
    expect(investor.proofOfAccreditationExpirationDate).toBeNull();
  });

  it('keeps the other fields of a full investor profile', () => {
    const investor = recordNdaSigned(anInvestor({ mobilePhone: '+12125550100' }), AT);
    expect(investor.mobilePhone).toBe('+12125550100');
  });
});
