import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderFlowDoc } from './flow-doc';

describe('docs/flow.md', () => {
  it('is current with the machines (run `npm run docs:flow`)', () => {
    expect(readFileSync('docs/flow.md', 'utf8')).toBe(renderFlowDoc());
  });

  it('names the guards on the edges', () => {
    const doc = renderFlowDoc();
    expect(doc).toContain('INVESTMENT_ADDRESS --> MARITAL_STATUS: SUBMIT [maritalCheckApplies]');
    expect(doc).toContain('RESIDENCE_ADDRESS --> PROMOTED_INTEREST: SUBMIT [and(isIraMethod, isPromotedInterestFund)]');
    expect(doc).toContain('CONFIRM_MOI --> NAME_PHONE: SUBMIT [isFirstMissingStep(NAME_PHONE)]');
  });
});
