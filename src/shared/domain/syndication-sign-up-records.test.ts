import { describe, expect, it } from 'vitest';
import {
  recordAccreditationSubmitted,
  recordAcknowledgments,
  recordIdentitySubmitted,
  recordNdaSigned,
  recordSignUpStart,
  recordVerificationDecisions,
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

  it.each([
    ['both approved', 'approved', 'approved', null, AT],
    ['both approved, keeping an earlier accreditation date', 'approved', 'approved', EARLIER, EARLIER],
    ['accreditation denied, clearing its date', 'approved', 'denied', EARLIER, null],
    ['identity denied', 'denied', 'approved', null, AT],
  ] as const)('records the review decisions: %s', (_title, identity, accreditation, accreditedAt, expectedDate) => {
    const investor = recordVerificationDecisions(anInvestor({ proofOfAccreditationDate: accreditedAt }), {
      at: AT,
      identity,
      accreditation,
    });
    expect(investor.proofOfIdentityStatus).toBe(identity);
    expect(investor.proofOfIdentityStatusUpdateDate).toBe(AT);
    expect(investor.proofOfAccreditationStatus).toBe(accreditation);
    expect(investor.proofOfAccreditationDate).toBe(expectedDate);
  });

  it('keeps the other fields of a full investor profile', () => {
    const investor = recordNdaSigned(anInvestor({ mobilePhone: '+12125550100' }), AT);
    expect(investor.mobilePhone).toBe('+12125550100');
  });
});
