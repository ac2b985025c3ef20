import { describe, expect, it } from 'vitest';
import { mayReceiveWireInstructions, wireReference } from './wire-reference';

describe('the wire reference', () => {
  it('is built from the subscription’s id, in groups of four', () => {
    expect(wireReference('3f9a1c2b-77d0-4e5f-9a8b-0123456789ab')).toBe('SUB-3F9A-1C2B-77D0');
  });

  it('differs between two subscriptions', () => {
    expect(wireReference('3f9a1c2b-77d0-4e5f-9a8b-0123456789ab')).not.toBe(
      wireReference('3f9a1c2b-77d1-4e5f-9a8b-0123456789ab'),
    );
  });
});

describe('who may see wire instructions', () => {
  it.each([
    [{ isApproved: true, rejectionDate: null }, true],
    [{ isApproved: null, rejectionDate: null }, false],
    [{ isApproved: false, rejectionDate: '2026-03-01T00:00:00.000Z' }, false],
    [{ isApproved: true, rejectionDate: '2026-03-01T00:00:00.000Z' }, false],
  ])('%j: %s', (transaction, expected) => {
    expect(mayReceiveWireInstructions(transaction)).toBe(expected);
  });
});
