import { describe, expect, it } from 'vitest';
import { FLOW_FLASH } from './flow-messages';

// docs/spec.md §4's wording, written out here rather than read from the code, so that a change to either message fails.
describe('the success flashes on reaching CONFIRM_MOI', () => {
  it('read as docs/spec.md §4 words them, for an individual account and for a secondary subscriber', () => {
    expect(FLOW_FLASH).toEqual({
      existingIndividualAccount:
        'It appears you already have an individual account with us. Please review the details below and proceed with signing.',
      existingSecondaryAccount:
        'It appears you already have an account for that secondary subscriber. Please review the details below and proceed with signing.',
    });
  });
});
