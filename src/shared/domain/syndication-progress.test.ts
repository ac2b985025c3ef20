import { describe, expect, it } from 'vitest';
import type { UserInvestments } from './entities';
import {
  needsProofOfAccreditation,
  needsProofOfIdentity,
  resumeStepFor,
  SYNDICATION_STAGES,
} from './syndication-progress';
import { anInvestor, aTransaction } from './test-fixtures';

const AT = '2026-02-20T15:00:00.000Z';
const started = { syndicationProgramSignUpStartDate: AT };
const acknowledged = { ...started, syndicationProgramSignUpAcknowledgmentsCompletionDate: AT };
const ndaSigned = { ...acknowledged, syndicationProgramSignUpNDACompletionDate: AT };
const identitySubmitted = { ...ndaSigned, proofOfIdentitySubmissionDate: AT, proofOfIdentityStatus: 'todo' as const };
const bothSubmitted = {
  ...identitySubmitted,
  proofOfAccreditationSubmissionDate: AT,
  proofOfAccreditationStatus: 'todo' as const,
};
const approved = {
  ...bothSubmitted,
  proofOfIdentityStatus: 'approved' as const,
  proofOfIdentityStatusUpdateDate: AT,
  proofOfAccreditationStatus: 'approved' as const,
  proofOfAccreditationDate: AT,
};
const DAY_29 = '2026-03-21T14:00:00.000Z';
const DAY_30 = '2026-03-22T14:00:00.000Z';

describe('resumeStepFor', () => {
  it.each<[string, Partial<UserInvestments>, string, string]>([
    ['a new investor', {}, DAY_29, 'NOT_STARTED'],
    ['an investor who only started', started, DAY_29, 'OVERVIEW_ACKNOWLEDGMENTS'],
    ['an investor who accepted the acknowledgments', acknowledged, DAY_29, 'NDA'],
    ['an investor who signed the NDA', ndaSigned, DAY_29, 'PROOF_OF_IDENTITY'],
    [
      'an investor whose identity was denied',
      { ...bothSubmitted, proofOfIdentityStatus: 'denied' },
      DAY_29,
      'PROOF_OF_IDENTITY',
    ],
    [
      'an investor whose identity review failed',
      { ...bothSubmitted, proofOfIdentityStatus: 'failed' },
      DAY_29,
      'PROOF_OF_IDENTITY',
    ],
    ['an investor who submitted identity', identitySubmitted, DAY_29, 'PROOF_OF_ACCREDITATION'],
    [
      'an investor whose accreditation was denied',
      { ...bothSubmitted, proofOfAccreditationStatus: 'denied' },
      DAY_29,
      'PROOF_OF_ACCREDITATION',
    ],
    ['an investor awaiting both reviews', bothSubmitted, DAY_29, 'UNDER_REVIEW'],
    [
      'an investor with approved identity awaiting accreditation review',
      { ...bothSubmitted, proofOfIdentityStatus: 'approved', proofOfIdentityStatusUpdateDate: AT },
      DAY_29,
      'UNDER_REVIEW',
    ],
    ['an approved investor on day 29', approved, DAY_29, 'WAITING_PERIOD'],
    ['an approved investor on day 30', approved, DAY_30, 'ELIGIBLE'],
    [
      'an approved investor without an identity update date (no waiting period)',
      { ...approved, proofOfIdentityStatusUpdateDate: null },
      DAY_29,
      'ELIGIBLE',
    ],
    [
      'an investor with an accredited account who never signed up',
      { transactions: [aTransaction({ proofOfAccreditationDate: AT })] },
      DAY_29,
      'ELIGIBLE',
    ],
    [
      'an investor with earlier accreditation and approved identity who just signed the NDA',
      {
        ...ndaSigned,
        proofOfIdentityStatus: 'approved',
        proofOfIdentityStatusUpdateDate: AT,
        proofOfAccreditationDate: AT,
      },
      DAY_29,
      'WAITING_PERIOD',
    ],
  ])('resumes %s at the right stage', (_title, fields, now, stage) => {
    expect(resumeStepFor(anInvestor(fields), now)).toBe(stage);
  });

  it('only answers known stages', () => {
    expect(SYNDICATION_STAGES).toContain(resumeStepFor(anInvestor(), DAY_29));
  });
});

describe('needsProofOfIdentity', () => {
  it.each<[Partial<UserInvestments>, boolean]>([
    [{}, true],
    [{ proofOfIdentitySubmissionDate: AT, proofOfIdentityStatus: 'todo' }, false],
    [{ proofOfIdentitySubmissionDate: AT, proofOfIdentityStatus: 'denied' }, true],
    [{ proofOfIdentityStatus: 'approved' }, false],
  ])('for %j is %s', (fields, expected) => {
    expect(needsProofOfIdentity(anInvestor(fields))).toBe(expected);
  });
});

describe('needsProofOfAccreditation', () => {
  it.each<[Partial<UserInvestments>, boolean]>([
    [{}, true],
    [{ proofOfAccreditationSubmissionDate: AT, proofOfAccreditationStatus: 'inProgress' }, false],
    [{ proofOfAccreditationSubmissionDate: AT, proofOfAccreditationStatus: 'denied' }, true],
    [{ proofOfAccreditationDate: AT }, false],
  ])('for %j is %s', (fields, expected) => {
    expect(needsProofOfAccreditation(anInvestor(fields))).toBe(expected);
  });
});
