// Every step state carries docs/spec.md §2's URL slug, its wizard step and a title; the chart is readable by the Stately tools.
import { describe, expect, it } from 'vitest';
import { STEP_IDS, TERMINAL_STEPS } from '../src/shared/domain/steps';
import { investmentFlowMachine } from './investment-flow.machine';
import { stepForSlug, stepMeta, successorsOf } from './step-meta';
import { stepStateMeta, stepSuccessors } from './step-state';

const SPEC_SLUGS: Record<string, [string, 1 | 2 | 3 | null]> = {
  INITIAL: ['initial', 1],
  SELECT_MOI: ['select-moi', 1],
  INTL_INVESTOR: ['intl-check', 1],
  INTL_MOI_TYPE: ['intl-moi-type', 1],
  MOI_TYPE: ['moi-type', 1],
  CONFIRM_MOI: ['confirm-moi', 2],
  INTL_TAX_ID: ['intl-tax-id', 2],
  SSN_TAX_ID: ['ssn-tax-id', 2],
  PRIMARY_TAX_ID: ['primary-tax-id', 2],
  ENTITY_TAX_ID: ['entity-tax-id', 2],
  INTL_ENTITY_TAX_ID: ['intl-entitity-tax-id', 2],
  SDIRA_CUSTODIAN: ['sdira-custodian', 2],
  STRATA_SSN: ['strata-ssn', 2],
  IRA_TAX_ID: ['ira-tax-id', 2],
  ENTRUST_EIN: ['entrust-ein', 2],
  NAME_PHONE: ['name-and-phone', 2],
  IRA_PROVIDER_CUSTOM: ['custom-ira', 2],
  OTHER_IRA_CUSTODIAN: ['other-ira-custodian', 2],
  NAME_SSN: ['name-ssn', 2],
  INTL_RESIDENCE_ADDRESS: ['intl-residential-address', 2],
  RESIDENCE_ADDRESS: ['residential-address', 2],
  IRA_CUSTODIAN_ADDRESS: ['ira-custodian-address', 2],
  INTL_INVESTMENT_ADDRESS: ['intl-investment-address', 2],
  INVESTMENT_ADDRESS: ['investment-address', 2],
  SECONDARY_TAX_ID: ['secondary-tax-id', 2],
  SECONDARY_NAME_PHONE: ['secondary-name-and-phone', 2],
  SECONDARY_RESIDENCE_ADDRESS: ['secondary-residence-address', 2],
  MARITAL_STATUS: ['marital-status', 2],
  SPOUSE_NAME_EMAIL: ['spouse-name-email', 2],
  PROMOTED_INTEREST: ['promoted-interest', 3],
  QUALIFIED_PURCHASER: ['qualified-purchaser', 3],
  ENTITY_QUALIFIED_PURCHASER: ['entity-qualified-purchaser', 3],
  ACCREDITED_INVESTOR: ['is-accredited', 3],
  ENTITY_ACCREDITED_INVESTOR: ['entity-is-accredited', 3],
  QUALIFIED_PURCHASER_TYPE: ['qualified-purchaser-type', 3],
  ENTITY_QUALIFIED_PURCHASER_TYPE: ['entity-qualified-purchaser-type', 3],
  // Beyond docs/spec.md §2: a fund's tax form, asked just before signing (docs/admin.md 'Tax forms').
  TAX_FORM: ['tax-form', 3],
  IDENTITY_DETAILS: ['identity-details', 3],
  BENEFICIAL_OWNERS: ['beneficial-owners', 3],
  DOCUMENT_SIGNED: ['document-signed', 3],
  MID_CLOSING: ['mid-closing', null],
  IRA_PROVIDER_CUSTOM_CONFIRM: ['ira-custom-confirm', null],
  INVALID_INVESTOR_STATUS: ['invalid-investor-status', null],
  INVALID_JTWROS_INVESTOR_STATUS: ['invalid-jtwros-investor-status', null],
  ERROR_UNKNOWN: ['error-unknown', null],
};

describe('step meta (docs/spec.md §2)', () => {
  it.each(STEP_IDS)('%s has its spec slug and wizard step', (step) => {
    const [slug, wizardStep] = SPEC_SLUGS[step] ?? [];
    expect(stepMeta(step)).toMatchObject({ slug, wizardStep });
    expect(stepForSlug(slug ?? '')).toBe(step);
    expect(stepMeta(step).title.length).toBeGreaterThan(0);
  });

  it('hides the next button on the signing step and the indicator and footer on end screens', () => {
    expect(stepMeta('DOCUMENT_SIGNED').hideNextButton).toBe(true);
    for (const step of TERMINAL_STEPS)
      expect(stepMeta(step)).toMatchObject({ hideStepIndicator: true, hideFooter: true });
    expect(stepMeta('MID_CLOSING').redirect).toBe('investmentSummary');
  });

  it.each(STEP_IDS)('%s reads the meta and successors written in the machine', (step) => {
    expect(stepMeta(step)).toEqual(stepStateMeta(step));
    expect(successorsOf(step)).toEqual(stepSuccessors(step));
  });

  it('knows where Next can lead from a step', () => {
    expect(successorsOf('INTL_INVESTOR')).toEqual(['INTL_MOI_TYPE', 'MOI_TYPE']);
    expect(successorsOf('DOCUMENT_SIGNED')).toEqual(['MID_CLOSING']);
    for (const step of TERMINAL_STEPS) expect(successorsOf(step)).toEqual([]);
  });

  it("marks the terminal steps as final, but for MID_CLOSING, which the fund's change request reopens", () => {
    const finals = Object.entries(investmentFlowMachine.root.states)
      .filter(([, node]) => node.type === 'final')
      .map(([name]) => name);
    expect(finals.sort()).toEqual(TERMINAL_STEPS.filter((step) => step !== 'MID_CLOSING').sort());
    expect([...(investmentFlowMachine.root.states.MID_CLOSING?.transitions.keys() ?? [])]).toEqual([
      'CHANGE_REQUESTED',
    ]);
    expect(investmentFlowMachine.root.states.MID_CLOSING?.tags).toContain('endScreen');
  });
});

describe('the chart as the Stately tools read it', () => {
  const nodes = Object.values(investmentFlowMachine.root.states);
  const isNamed = (implementation: unknown) =>
    typeof implementation === 'string' ||
    (typeof implementation === 'object' && implementation !== null && 'type' in implementation) ||
    (typeof implementation === 'function' && 'guards' in implementation);

  it('describes every state', () => {
    for (const node of nodes) expect(node.description, node.id).toBeTruthy();
  });

  it('names every guard and action, and has no invocations or delays', () => {
    for (const node of [investmentFlowMachine.root, ...nodes]) {
      for (const t of [...node.transitions.values()].flat()) {
        if (t.guard !== undefined) expect(isNamed(t.guard), `${node.id} guard`).toBe(true);
        for (const action of t.actions) expect(isNamed(action), `${node.id} action`).toBe(true);
      }
      expect(node.config.invoke, node.id).toBeUndefined();
      expect(node.config.after, node.id).toBeUndefined();
    }
  });

  it('serialises to JSON with every guard kept', () => {
    const json = JSON.stringify(investmentFlowMachine.toJSON());
    expect(json).toContain('"isPromotedInterestFund"');
    expect(json).toContain('"maritalCheckApplies"');
    expect(json).toContain('"isLouisianaJointTenant"');
  });
});
