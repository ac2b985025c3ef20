// Renders docs/flow.md from the machines: a Mermaid statechart per machine (guard names on the edges) and the table
// state → slug → wizard step → schema → form. `npm run docs:flow` writes it; a test fails when it is stale.
import { existsSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { investmentFlowMachine } from '../machines/investment-flow.machine';
import { stepDescription, stepStateMeta } from '../machines/step-state';
import { subscriptionLifecycleMachine } from '../machines/subscription-lifecycle.machine';
import { syndicationSignUpMachine } from '../machines/syndication-sign-up.machine';
import { toDirectedGraph } from '../model-tests/graph';
import { STEP_IDS } from '../src/shared/domain/steps';

type Graph = ReturnType<typeof toDirectedGraph>;
type GuardLike = string | { type?: string; params?: Record<string, unknown>; name?: string; guards?: GuardLike[] };

const guardLabel = (guard: GuardLike | undefined): string => {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if (Array.isArray(guard.guards)) return `${guard.name ?? 'and'}(${guard.guards.map(guardLabel).join(', ')})`;
  if (guard.type && guard.params) return `${guard.type}(${Object.values(guard.params).join(', ')})`;
  return guard.type ?? 'inline';
};

const key = (id: string): string => id.split('.').slice(1).join('_');

const edgeLines = (node: Graph): string[] => [
  ...node.edges.map((edge) => {
    const guard = guardLabel(edge.transition.guard as GuardLike | undefined);
    const source = key(edge.source.id);
    // Root-level events (STEP_UNREACHABLE) are drawn from the root as [*].
    return `  ${source || '[*]'} --> ${key(edge.target.id)}: ${edge.label.text}${guard ? ` [${guard}]` : ''}`;
  }),
  // Eventless transitions (`always`): a passing state's routing, a stage left as soon as its guard holds.
  ...(node.stateNode.always ?? []).flatMap((transition) =>
    (transition.target ?? []).map((target) => {
      const guard = guardLabel(transition.guard as GuardLike | undefined);
      return `  ${key(node.stateNode.id)} --> ${key(target.id)}: always${guard ? ` [${guard}]` : ''}`;
    }),
  ),
  ...node.children.flatMap(edgeLines),
];

const mermaid = (machine: AnyStateMachine): string =>
  [
    '```mermaid',
    'stateDiagram-v2',
    `  [*] --> ${String(machine.config.initial)}`,
    ...edgeLines(toDirectedGraph(machine)),
    ...Object.entries(machine.root.states)
      .filter(([, node]) => node.type === 'final')
      .map(([name]) => `  ${name} --> [*]`),
    '```',
  ].join('\n');

const fileIfPresent = (path: string): string => (existsSync(path) ? `\`${path}\`` : '—');

const stepTable = (): string =>
  [
    '| state | slug | wizard step | schema | form | what it does |',
    '|---|---|---|---|---|---|',
    ...STEP_IDS.map((step) => {
      const meta = stepStateMeta(step);
      return `| ${step} | \`${meta.slug}\` | ${meta.wizardStep ?? 'end screen'} | ${fileIfPresent(`src/shared/schemas/${meta.slug}.schema.ts`)} | ${fileIfPresent(`src/shared/forms/${meta.slug}.form.ts`)} | ${stepDescription(step)} |`;
    }),
  ].join('\n');

const statesTable = (machine: AnyStateMachine): string =>
  [
    '| state | meta | what it does |',
    '|---|---|---|',
    ...Object.entries(machine.root.states).map(
      ([name, node]) =>
        `| ${name} | ${node.meta ? `\`${JSON.stringify(node.meta)}\`` : '—'} | ${node.description ?? ''} |`,
    ),
  ].join('\n');

/** How TAX_FORM hangs on the fund's setting (docs/admin.md 'Tax forms'). */
const taxFormText = [
  "With a fund's *collect tax forms* setting off (the default) no transition reaches TAX_FORM: the flow is exactly",
  'docs/spec.md §4. With it on, every docs/spec.md §4 transition into DOCUMENT_SIGNED has a sibling just before it that goes to',
  "TAX_FORM instead, guarded by `collectsTaxForm` alone or by `and(<the same guard>, collectsTaxForm)`; TAX_FORM's",
  'SUBMIT goes on to DOCUMENT_SIGNED. `collectsTaxForm` is one line over `collectsTaxForm(fund, method)` in',
  '`src/shared/domain/tax-forms.ts`: the fund collects tax forms and the method of investment needs a form (W-9 for',
  'individuals, joint tenants and entities, W-8BEN for global direct investors, W-8BEN-E for global trusts). An IRA',
  'needs none (its custodian owns the investment), so the edges into signing that only an IRA takes have no sibling.',
  'The sibling sits in each transition rather than behind a transient routing state, so that every step the database',
  'stores is a screen, the generated paths and this chart show the step, and Previous replays it like any other step',
  "(from DOCUMENT_SIGNED back to TAX_FORM, from TAX_FORM to the step before it). CONFIRM_MOI's validity check ends at",
  'TAX_FORM, which is asked anew for every subscription; a change request may send a signed investment back to it.',
].join('\n');

/** How IDENTITY_DETAILS and BENEFICIAL_OWNERS hang on the fund's setting (docs/kyc.md 'In the wizard'). */
const identityCheckText = [
  "With a fund's *identity checks* setting off (the default) no transition reaches IDENTITY_DETAILS or",
  'BENEFICIAL_OWNERS: the flow is exactly docs/spec.md §4. With it on, every transition into DOCUMENT_SIGNED (TAX_FORM’s',
  'included) has siblings just before it, guarded by `asksIdentityDetails` or `asksBeneficialOwners` alone or by',
  '`and(<the same guard>, …)`, and only for the methods that can take that transition. Both guards are one line over',
  '`identityCheckStepFor(fund, method)` in `src/shared/domain/identity-checks.ts`: individuals, global direct investors',
  'and joint subscribers give dates of birth and the public-function question (IDENTITY_DETAILS); entities and trusts',
  'give the people owning 25 % or more and a control person (BENEFICIAL_OWNERS); an IRA gives none, its custodian',
  'performing the checks. When the fund also collects tax forms, the tax form comes first and a W-8BEN birth date is',
  'not asked again. Like TAX_FORM, both steps are asked anew for every subscription (the validity check on CONFIRM_MOI',
  'ends at the first of them), Previous replays them, and a change request may send a signed investment back to them.',
].join('\n');

export const renderFlowDoc = (): string =>
  `${[
    '# The flows, generated from the machines',
    '',
    'Generated by `npm run docs:flow` from `machines/*.machine.ts`; do not edit by hand (a test fails when this page is stale).',
    'Guards are named in `setup()` and defined as one-liners over the rules in `src/shared/domain`.',
    '',
    "## Investment flow ('Sign Your Agreement')",
    '',
    mermaid(investmentFlowMachine),
    '',
    '### The tax-form step',
    '',
    taxFormText,
    '',
    '### The identity-check steps',
    '',
    identityCheckText,
    '',
    '### Steps',
    '',
    stepTable(),
    '',
    '## Syndication program sign-up',
    '',
    mermaid(syndicationSignUpMachine),
    '',
    statesTable(syndicationSignUpMachine),
    '',
    '## The subscription after the wizard (lifecycle)',
    '',
    "The wizard above is the lifecycle's `inProgress`; each decision of the investor or the fund is an event here,",
    'which a stage accepts or refuses in plain words (`machines/lifecycle-runner.ts`). Stored data is read as one stage',
    'by `lifecycleStageOf` (`src/shared/domain/lifecycle.ts`); the wire instructions show from `approved` on. The',
    "back office's decisions ask it (approval, rejection, countersignature, the closing dates; a change request where",
    "it takes one), the investor's withdrawal too, and the wire instructions rule reads its stage.",
    '',
    mermaid(subscriptionLifecycleMachine),
    '',
    statesTable(subscriptionLifecycleMachine),
  ].join('\n')}\n`;
