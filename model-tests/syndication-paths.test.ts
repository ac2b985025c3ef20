// Model-based paths of the syndication sign-up: from a new investor and from every saved stage, every resting state
// is reached, and the shortest route to each is pinned.
import { describe, expect, it } from 'vitest';
import { syndicationSignUpMachine } from '../machines/syndication-sign-up.machine';
import type { SyndicationSignUpEvent } from '../machines/syndication-sign-up.machine.types';
import type { UserInvestments } from '../src/shared/domain/entities';
import { anInvestor, aTransaction } from '../src/shared/domain/test-fixtures';
import { type MachinePath, shortestPaths } from './graph';
import { day, SYNDICATION_EVENTS, T0 } from './syndication-events';

type Path = MachinePath<typeof syndicationSignUpMachine>;

const acknowledged = {
  syndicationProgramSignUpStartDate: T0,
  syndicationProgramSignUpAcknowledgmentsCompletionDate: T0,
};
const ndaSigned = { ...acknowledged, syndicationProgramSignUpNDACompletionDate: day(1) };
const submitted = {
  ...ndaSigned,
  proofOfIdentitySubmissionDate: day(2),
  proofOfIdentityStatus: 'inProgress',
  proofOfAccreditationSubmissionDate: day(3),
  proofOfAccreditationStatus: 'inProgress',
} as const;

const scenarios: [string, Partial<UserInvestments>][] = [
  ['new investor', {}],
  ['acknowledged', acknowledged],
  ['NDA signed', ndaSigned],
  ['proofs submitted', submitted],
  [
    'verified',
    {
      ...submitted,
      proofOfIdentityStatus: 'approved',
      proofOfIdentityStatusUpdateDate: day(5),
      proofOfAccreditationDate: day(5),
    },
  ],
  [
    'accredited through an earlier investment',
    { transactions: [aTransaction({ proofOfAccreditationDate: day(-90) })] },
  ],
];

const generated = scenarios.map(([title, overrides]) => ({
  title,
  paths: shortestPaths(syndicationSignUpMachine, {
    input: { investments: anInvestor(overrides), now: T0 },
    events: (snapshot) => SYNDICATION_EVENTS.filter((event) => snapshot.can(event)),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  }),
}));

const describePath = (path: Path): string =>
  path.steps
    .map((step, i) => {
      const next = path.steps[i + 1]?.event as SyndicationSignUpEvent | undefined;
      const detail =
        next?.type === 'IDENTITY_DECIDED' || next?.type === 'ACCREDITATION_DECIDED' ? `(${next.decision})` : '';
      return next ? `${String(step.state.value)} [${next.type}${detail}]` : String(step.state.value);
    })
    .join(' → ');

describe('syndication sign-up paths', () => {
  it('reaches every resting state of the machine across the scenarios', () => {
    const reached = new Set(generated.flatMap(({ paths }) => paths.map((p) => String(p.state.value))));
    const resting = Object.entries(syndicationSignUpMachine.root.states)
      .filter(([, node]) => node.always === undefined)
      .map(([name]) => name);
    expect(resting.filter((state) => !reached.has(state))).toEqual([]);
  });

  it('pins the shortest route to each state per scenario', () => {
    const titles = generated.flatMap(({ title, paths }) => {
      const best = new Map<string, Path>();
      for (const path of paths) {
        const key = String(path.state.value);
        const known = best.get(key);
        if (!known || path.weight < known.weight) best.set(key, path);
      }
      return [...best.values()].map((path) => `${title} | ${describePath(path)}`).sort();
    });
    expect(titles).toMatchSnapshot();
  });

  it('becomes eligible only on day 30 of the waiting period', () => {
    const fromNew = generated[0]?.paths ?? [];
    const eligible = fromNew.filter((p) => p.state.value === 'ELIGIBLE').sort((a, b) => a.weight - b.weight)[0];
    expect(eligible?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'START',
      'ACKNOWLEDGE',
      'NDA_SIGNED',
      'IDENTITY_SUBMITTED',
      'ACCREDITATION_SUBMITTED',
      'IDENTITY_DECIDED',
      'ACCREDITATION_DECIDED',
      'TICK',
    ]);
    expect(eligible?.steps.at(-1)?.event).toEqual({ type: 'TICK', now: day(30) });
  });
});
