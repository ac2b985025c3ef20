// Model-based paths of the investment flow over the scenario matrix: coverage of every state and end screen, pinned
// path titles, and every path replayed through the server-like runner, Previous and resuming.
import { describe, expect, it } from 'vitest';
import type { FlowRecord } from '../machines/flow-snapshot';
import { investmentFlowMachine } from '../machines/investment-flow.machine';
import type { FlowEvent } from '../machines/investment-flow.types';
import { answerRoute, previousStep } from '../machines/replay';
import { resumeStep } from '../machines/resume';
import { STEP_SUCCESSORS } from '../machines/step-meta-table';
import { valuesFromProfile } from '../src/shared/domain/account-values';
import { isChangeRequestTarget } from '../src/shared/domain/change-requests';
import { type FormStepId, isTerminalStep, STEP_IDS, type StepId, TERMINAL_STEPS } from '../src/shared/domain/steps';
import { stepFields } from '../src/shared/schemas/step-schemas';
import { driveRunner } from './drivers/flow-runner-driver';
import { type FlowPath, generateAll, isForwardPath, pathTitle, shortestPerStep, stepOfPath } from './flow-paths';
import { collectsTaxForms, runsIdentityChecks } from './scenarios';

const generated = generateAll();
const reached = new Set<StepId>(generated.flatMap(({ paths }) => paths.map(stepOfPath)));

describe('investment flow paths', () => {
  it('reaches every state of the machine in some scenario', () => {
    const states = Object.keys(investmentFlowMachine.root.states);
    expect(states.sort()).toEqual([...STEP_IDS].sort());
    expect(STEP_IDS.filter((step) => !reached.has(step))).toEqual([]);
  });

  it('reaches every end screen, ERROR_UNKNOWN through Previous included', () => {
    expect(TERMINAL_STEPS.filter((step) => !reached.has(step))).toEqual([]);
  });

  it("takes the fund's change request from the signed step back to an answer in every scenario", () => {
    for (const { scenario, paths } of generated) {
      const sentBack = paths.filter((path) => !isForwardPath(path));
      expect(sentBack.length, scenario.title).toBeGreaterThan(0);
      for (const path of sentBack) {
        const at = path.steps.findIndex((step) => step.event.type === 'CHANGE_REQUESTED');
        expect(path.steps[at - 1]?.state.value, pathTitle(path)).toBe('MID_CLOSING');
      }
    }
  });

  it('pins the shortest path to each end screen and to signing, per scenario', () => {
    const ends: StepId[] = [...TERMINAL_STEPS, 'DOCUMENT_SIGNED'];
    const titles = generated.flatMap(({ scenario, paths }) => {
      const best = shortestPerStep(paths.filter(isForwardPath));
      return ends
        .filter((end) => best.has(end))
        .map((end) => `${scenario.title} | ${pathTitle(best.get(end) as FlowPath)}`);
    });
    expect(titles).toMatchSnapshot();
  });
});

describe('investment flow paths with and without tax forms (the fund setting)', () => {
  const METHODS = ['individual', 'jtwros', 'entity', 'ira', 'direct', 'trust'] as const;
  const signingPaths = (collect: boolean) =>
    generated
      .filter(({ scenario }) => collectsTaxForms(scenario) === collect)
      .flatMap(({ paths }) => paths.filter(isForwardPath).filter((path) => stepOfPath(path) === 'DOCUMENT_SIGNED'));
  const visits = (path: FlowPath, step: StepId) => path.steps.some((s) => s.state.value === step);
  const methodOf = (path: FlowPath) => path.state.context.values.methodOfInvestment;

  it('never visits TAX_FORM when the fund does not collect tax forms', () => {
    const off = generated.filter(({ scenario }) => !collectsTaxForms(scenario)).flatMap(({ paths }) => paths);
    expect(off.length).toBeGreaterThan(0);
    expect(off.filter((path) => visits(path, 'TAX_FORM')).map(pathTitle)).toEqual([]);
  });

  it.each([false, true])(
    'reaches DOCUMENT_SIGNED for every method of investment (tax forms collected: %s)',
    (collect) => {
      const paths = signingPaths(collect);
      expect(METHODS.filter((method) => !paths.some((path) => methodOf(path) === method))).toEqual([]);
    },
  );

  it('passes the tax form on the way to signing for every method but the IRA, whose custodian is the owner', () => {
    for (const path of signingPaths(true)) {
      expect(visits(path, 'TAX_FORM'), pathTitle(path)).toBe(methodOf(path) !== 'ira');
    }
  });
});

describe('investment flow paths with and without identity checks (the fund setting)', () => {
  const IDENTITY_STEPS = ['IDENTITY_DETAILS', 'BENEFICIAL_OWNERS'] as const;
  const visits = (path: FlowPath, step: StepId) => path.steps.some((s) => s.state.value === step);
  const methodOf = (path: FlowPath) => path.state.context.values.methodOfInvestment;
  const signingPaths = (run: boolean) =>
    generated
      .filter(({ scenario }) => runsIdentityChecks(scenario) === run)
      .flatMap(({ paths }) => paths.filter(isForwardPath).filter((path) => stepOfPath(path) === 'DOCUMENT_SIGNED'));

  it('never visits the identity-check steps when the fund does not run identity checks', () => {
    const off = generated.filter(({ scenario }) => !runsIdentityChecks(scenario)).flatMap(({ paths }) => paths);
    expect(off.length).toBeGreaterThan(0);
    expect(off.filter((path) => IDENTITY_STEPS.some((step) => visits(path, step))).map(pathTitle)).toEqual([]);
  });

  it('asks persons their details, entities and trusts their owners, and an IRA nothing on the way to signing', () => {
    const paths = signingPaths(true);
    expect(new Set(paths.map(methodOf))).toEqual(new Set(['individual', 'jtwros', 'entity', 'ira', 'direct', 'trust']));
    for (const path of paths) {
      const method = methodOf(path);
      expect(visits(path, 'IDENTITY_DETAILS'), pathTitle(path)).toBe(
        ['individual', 'jtwros', 'direct'].includes(method ?? ''),
      );
      expect(visits(path, 'BENEFICIAL_OWNERS'), pathTitle(path)).toBe(['entity', 'trust'].includes(method ?? ''));
    }
  });

  it('takes every transition into the identity-check steps that the machine has', () => {
    const taken = new Set(
      generated.flatMap(({ paths }) =>
        paths.flatMap((path) =>
          path.steps.slice(1).map((step, i) => `${String(path.steps[i]?.state.value)} → ${String(step.state.value)}`),
        ),
      ),
    );
    const edges = IDENTITY_STEPS.flatMap((target) =>
      Object.entries(STEP_SUCCESSORS)
        .filter(([, successors]) => successors.includes(target))
        .map(([source]) => `${source} → ${target}`),
    );
    expect(edges.length).toBeGreaterThan(10);
    expect(edges.filter((edge) => !taken.has(edge))).toEqual([]);
  });

  it('signs an entity with its owners and control person, and an individual who held a public function', () => {
    const signed = signingPaths(true).map((path) => path.state.context.values);
    const entity = signed.find((values) => values.methodOfInvestment === 'entity');
    expect(entity).toMatchObject({
      beneficialOwnerCount: '2',
      owner2IdKind: 'passport',
      controlTitle: 'Managing member',
    });
    const individual = signed.find((values) => values.methodOfInvestment === 'individual');
    expect(individual).toMatchObject({ isPoliticallyExposed: true, dateOfBirth: '1980-04-23' });
    expect(individual?.sourceOfFunds).not.toBe('');
  });

  it('takes a W-8BEN birth date instead of asking it again when the tax form came first', () => {
    const direct = signingPaths(true).find(
      (path) => methodOf(path) === 'direct' && visits(path, 'TAX_FORM') && visits(path, 'IDENTITY_DETAILS'),
    );
    expect(direct && pathTitle(direct)).toMatch(/TAX_FORM → IDENTITY_DETAILS/);
    expect(direct?.state.context.values.w8DateOfBirth).toBe('1980-04-23');
  });
});

describe.each(generated)('$scenario.title', ({ scenario, paths }) => {
  // The investor's own walk; the fund's change requests are replayed in their own test.
  const best = [...shortestPerStep(paths.filter(isForwardPath)).values()];

  it('replays every path through the runner with the same steps and flashes', async () => {
    for (const path of best) {
      let record: FlowRecord = { currentStep: 'INITIAL', values: valuesFromProfile(scenario.env.investor) };
      for (const step of path.steps.slice(1)) {
        const { record: next, flash } = await driveRunner(record, scenario.env, step.event as FlowEvent);
        expect(next.currentStep, pathTitle(path)).toBe(step.state.value);
        expect(flash, pathTitle(path)).toBe(step.state.context.flash);
        record = next;
      }
    }
  });

  it('replays both kinds of change request through the runner, and signs again to MID_CLOSING', async () => {
    const signed = shortestPerStep(paths.filter(isForwardPath)).get('MID_CLOSING');
    if (!signed) return expect(scenario.title).toContain('IRA_PROVIDER');
    let atEnd: FlowRecord = { currentStep: 'INITIAL', values: valuesFromProfile(scenario.env.investor) };
    for (const step of signed.steps.slice(1))
      ({ record: atEnd } = await driveRunner(atEnd, scenario.env, step.event as FlowEvent));
    expect(atEnd.currentStep).toBe('MID_CLOSING');
    const answerSteps = answerRoute(atEnd.values, scenario.env).filter(isChangeRequestTarget);
    for (const target of ['DOCUMENT_SIGNED', answerSteps[0], answerSteps.at(-1)] as StepId[]) {
      let { record } = await driveRunner(atEnd, scenario.env, { type: 'CHANGE_REQUESTED', step: target });
      expect(record.currentStep, `${pathTitle(signed)} → ${target}`).toBe(target);
      // The signature set the confirm flag; asking for other answers lifts it, a new signature alone keeps it.
      expect(atEnd.values.isConfirmed).toBe(true);
      expect(record.values).toEqual({ ...atEnd.values, isConfirmed: target === 'DOCUMENT_SIGNED' });
      // The investor goes through the steps again and gives the same answers (the values each step owns).
      for (let i = 0; i < 64 && record.currentStep !== 'DOCUMENT_SIGNED'; i++) {
        const own = Object.fromEntries(
          stepFields(record.currentStep as FormStepId).map((field) => [field, atEnd.values[field]]),
        );
        const event = record.currentStep === 'CONFIRM_MOI' ? {} : own;
        ({ record } = await driveRunner(record, scenario.env, { type: 'SUBMIT', values: event }));
      }
      ({ record } = await driveRunner(record, scenario.env, { type: 'SIGNED' }));
      expect(record.currentStep, `${pathTitle(signed)} → ${target}`).toBe('MID_CLOSING');
    }
  });

  it('recomputes Previous by replay to the step each path came from', () => {
    for (const path of best) {
      const visited = path.steps.map((s) => s.state.value as StepId);
      const usesAccount = visited.includes('CONFIRM_MOI');
      for (const [i, step] of path.steps.entries()) {
        const current = step.state.value as StepId;
        if (i === 0 || isTerminalStep(step.state.value as StepId)) continue;
        const outcome = previousStep({ currentStep: current, values: step.state.context.values }, scenario.env);
        const cameFrom = visited[i - 1];
        if (cameFrom === 'INITIAL') {
          expect(outcome.kind, pathTitle(path)).toBe('leave');
          continue;
        }
        expect(outcome.kind, `${pathTitle(path)} at ${current}`).toBe('step');
        if (outcome.kind !== 'step') continue;
        if (usesAccount) expect(visited.slice(0, i)).toContain(outcome.record.currentStep);
        else expect(outcome.record.currentStep, `${pathTitle(path)} at ${current}`).toBe(cameFrom);
      }
    }
  });

  it('resumes every step of every path where it stands: the answers that led there still lead there', () => {
    for (const path of best) {
      for (const step of path.steps) {
        const current = step.state.value as StepId;
        const record = { currentStep: current, values: step.state.context.values };
        expect(resumeStep(record, scenario.env), `${pathTitle(path)} at ${current}`).toBe(current);
      }
    }
  });
});
