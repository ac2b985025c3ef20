import { describe, expect, it } from 'vitest';
import type { InvestmentStatus } from '../../../shared/domain/investment-status';
import { hasWireInstructions } from './wire-instructions-rule';

const AT = '2026-03-01T00:00:00.000Z';
const approved = { isApproved: true, rejectionDate: null };

describe('the card offers wire instructions', () => {
  it.each<[{ isApproved: boolean | null; rejectionDate: string | null }, InvestmentStatus, boolean]>([
    [approved, { kind: 'awaitingCountersignature', signedAt: AT }, true],
    [approved, { kind: 'awaitingFunds', countersignedAt: AT }, true],
    [approved, { kind: 'funded', fundedAt: AT }, false],
    [approved, { kind: 'complete' }, false],
    [{ isApproved: null, rejectionDate: null }, { kind: 'underReview', signedAt: AT }, false],
    [{ isApproved: false, rejectionDate: AT }, { kind: 'declined', on: AT, reason: null }, false],
  ])('%j while %j: %s', (transaction, status, expected) => {
    expect(hasWireInstructions(transaction, status)).toBe(expected);
  });
});
