// Which reminder series the job would close instead of sending (reminder-delivery.ts): the back office's detail shows
// no next reminder for them (docs/admin.md 'Reminders'), so a signed subscription never reads 'next Nov 30'.
import { describe, expect, it } from 'vitest';
import type { PipelineSource } from '../pipeline/pipeline-repository';
import { isSeriesOver } from './reminder-delivery';

const wizard = { kind: 'wizard' as const, subjectId: 't1' };
const coSigner = { kind: 'coSigner' as const, subjectId: 's2' };

const at = (overrides: Partial<PipelineSource['transaction']>) =>
  ({
    transaction: {
      currentStep: 'SSN_TAX_ID',
      subscriptionAgreementDate: null,
      completionDate: null,
      rejectionDate: null,
      withdrawalDate: null,
      ...overrides,
    },
  }) as unknown as PipelineSource;

const envelope = (status: string, signerStatus: string) => ({
  status,
  signers: [
    { signerId: 's1', status: 'signed' },
    { signerId: 's2', status: signerStatus },
  ],
});

describe('a reminder series the job would close', () => {
  it.each([
    ['an unfinished wizard goes on', wizard, at({}), null, false],
    ['a signed subscription gets no more', wizard, at({ subscriptionAgreementDate: new Date() }), null, true],
    ['a declined one neither', wizard, at({ rejectionDate: new Date() }), null, true],
    ['a withdrawn one neither', wizard, at({ withdrawalDate: new Date() }), null, true],
    ['an end screen neither', wizard, at({ currentStep: 'MID_CLOSING' }), null, true],
    ['a co-signer still to sign goes on', coSigner, null, envelope('inProgress', 'sent'), false],
    ['a co-signer who signed gets no more', coSigner, null, envelope('inProgress', 'signed'), true],
    ['an envelope no longer waiting ends them', coSigner, null, envelope('completed', 'sent'), true],
    [
      'a co-signer no longer on the envelope',
      { ...coSigner, subjectId: 'gone' },
      null,
      envelope('inProgress', 'sent'),
      true,
    ],
  ])('%s', (_, row, source, state, expected) => {
    expect(isSeriesOver(row, source, state)).toBe(expected);
  });
});
