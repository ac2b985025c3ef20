import { describe, expect, it } from 'vitest';
import { decisionConfirmation, isPendingVerification } from './verification-labels';

describe('the syndication reviews in the back office', () => {
  it.each([
    ['a new submission', 'todo', null, true],
    ['one being looked at', 'inProgress', null, true],
    ['an approved one', 'completed', 'approved', false],
    ['a denied one', 'completed', 'denied', false],
  ] as const)('counts %s as pending: %s', (_title, status, decision, expected) => {
    expect(isPendingVerification({ status, decision })).toBe(expected);
  });

  it('confirms a decision in plain words', () => {
    const row = { kind: 'identity', investor: { integrationId: 'u', name: 'Ada Lovelace', email: 'a@x' } } as const;
    expect(decisionConfirmation(row, 'approved')).toBe(
      'Approved: proof of identity of Ada Lovelace. The investor sees it on their sign-up page.',
    );
    expect(decisionConfirmation({ ...row, kind: 'accreditation' }, 'denied')).toBe(
      'Denied: proof of accreditation of Ada Lovelace. The investor sees your reason on their sign-up page and can send a new document.',
    );
  });
});
