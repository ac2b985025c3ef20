// Resuming a stored subscription: the stored step stands while the answers lead there; otherwise the flow walks again
// from INITIAL (docs/spec.md §4 'Previous button' replay, 'Validation walk') and resumes where the walk stops.
import { describe, expect, it } from 'vitest';
import { env, funds } from '../model-tests/fixtures/funds';
import { address, answers, values } from '../model-tests/fixtures/values';
import type { FlowValues } from '../src/shared/domain/flow-values';
import type { StepId } from '../src/shared/domain/steps';
import { previousStep } from './replay';
import { resumeStep } from './resume';

const at = (currentStep: StepId, stored: Partial<FlowValues> = {}) => ({ currentStep, values: values(stored) });
const individual = { isGlobalInvestor: false, methodOfInvestment: 'individual' } as const;
/** A New York individual who answered everything up to the accreditation questions. */
const answered = {
  ...individual,
  ...answers.ssn,
  ssn: '123456789',
  ...answers.namePhone,
  residenceAddress: address.NY,
  isInvestmentAddressSameAsResidence: true,
  investmentAddress: address.NY,
} as const;

describe('resuming a subscription', () => {
  it('keeps a stored step the answers still lead to', () => {
    expect(resumeStep(at('SSN_TAX_ID', individual), env())).toBe('SSN_TAX_ID');
    expect(resumeStep(at('PROMOTED_INTEREST', answered), env({ fund: funds.promotedVenture }))).toBe(
      'PROMOTED_INTEREST',
    );
  });

  it('walks again from INITIAL when the answers changed, to the first step they leave unanswered', () => {
    // An entity's answers lead to ENTITY_TAX_ID, never to the individual's SSN step (Previous cannot replay to it).
    const stale = at('SSN_TAX_ID', { ...individual, methodOfInvestment: 'entity' });
    expect(previousStep(stale, env()).kind).toBe('unreachable');
    expect(resumeStep(stale, env())).toBe('ENTITY_TAX_ID');
  });

  it('walks again when the fund changed: no promoted interest to agree to, on to the accreditation questions', () => {
    const stored = at('PROMOTED_INTEREST', answered);
    expect(resumeStep(stored, env({ fund: funds.plain }))).toBe('QUALIFIED_PURCHASER');
  });

  it('resumes at signing when every step on the new route holds', () => {
    const complete = { ...answered, accreditation: '0' };
    expect(resumeStep(at('PROMOTED_INTEREST', complete), env({ fund: funds.plain }))).toBe('DOCUMENT_SIGNED');
  });

  it('resumes at the question whose answer ends the flow, and keeps end screens as stored', () => {
    const notAccredited = { ...answered, accreditation: '1' };
    expect(resumeStep(at('PROMOTED_INTEREST', notAccredited), env({ fund: funds.plain }))).toBe('ACCREDITED_INVESTOR');
    expect(resumeStep(at('MID_CLOSING', answered), env())).toBe('MID_CLOSING');
    expect(resumeStep(at('INVALID_INVESTOR_STATUS', notAccredited), env())).toBe('INVALID_INVESTOR_STATUS');
  });
});
