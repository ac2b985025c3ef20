import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import type { UserInvestments } from '../src/shared/domain/entities';
import { pickSyndicationFields } from '../src/shared/domain/syndication';
import { resumeStepFor } from '../src/shared/domain/syndication-progress';
import { anInvestor, aTransaction } from '../src/shared/domain/test-fixtures';
import { syndicationSignUpMachine as machine, resumeSignUp } from './syndication-sign-up.machine';
import type { SyndicationSignUpEvent } from './syndication-sign-up.machine.types';

// Acknowledged at 10:00 EST on 20 Feb 2026; clocks spring forward on 8 Mar, so day 30 starts at 10:00 EDT (14:00Z).
const T0 = '2026-02-20T15:00:00.000Z';
const DAY_1 = '2026-02-21T15:00:00.000Z';
const DAY_2 = '2026-02-22T15:00:00.000Z';
const DAY_3 = '2026-02-23T15:00:00.000Z';
const DAY_5 = '2026-02-25T15:00:00.000Z';
const DAY_29 = '2026-03-21T14:00:00.000Z';
const DAY_29_LAST_SECOND = '2026-03-22T13:59:59.000Z';
const DAY_30 = '2026-03-22T14:00:00.000Z';
const DAY_31 = '2026-03-23T14:00:00.000Z';

const started = { syndicationProgramSignUpStartDate: T0 };
const acknowledged = { ...started, syndicationProgramSignUpAcknowledgmentsCompletionDate: T0 };
const ndaSigned = { ...acknowledged, syndicationProgramSignUpNDACompletionDate: DAY_1 };
const identitySubmitted = {
  ...ndaSigned,
  proofOfIdentitySubmissionDate: DAY_2,
  proofOfIdentityStatus: 'todo' as const,
};
const bothSubmitted = {
  ...identitySubmitted,
  proofOfAccreditationSubmissionDate: DAY_3,
  proofOfAccreditationStatus: 'todo' as const,
};
const verifiedBefore = {
  proofOfIdentityStatus: 'approved' as const,
  proofOfIdentityStatusUpdateDate: '2025-06-01T15:00:00.000Z',
  proofOfAccreditationDate: '2025-06-01T15:00:00.000Z',
};
const approved = {
  ...bothSubmitted,
  ...verifiedBefore,
  proofOfIdentityStatusUpdateDate: DAY_5,
  proofOfAccreditationDate: DAY_5,
};

/** A snapshot resting at `stage` for an investor with these fields. */
const at = (stage: string, fields: Partial<UserInvestments>, now = T0) =>
  machine.resolveState({ value: stage, context: { investments: pickSyndicationFields(anInvestor(fields)), now } });
const send = (snapshot: ReturnType<typeof at>, event: SyndicationSignUpEvent) =>
  transition(machine, snapshot, event)[0];

describe('syndication sign-up machine', () => {
  describe('NOT_STARTED', () => {
    it('is where a new investor begins', () => {
      const [snapshot] = initialTransition(machine, { investments: anInvestor(), now: T0 });
      expect(snapshot.value).toBe('NOT_STARTED');
      expect(snapshot.context.investments).not.toHaveProperty('firstName');
    });

    it('START records the start date and opens step 1', () => {
      const next = send(at('NOT_STARTED', {}), { type: 'START' });
      expect(next.value).toBe('OVERVIEW_ACKNOWLEDGMENTS');
      expect(next.context.investments.syndicationProgramSignUpStartDate).toBe(T0);
    });

    it.each<[string, Partial<UserInvestments>, string, string]>([
      ['accepted the acknowledgments', acknowledged, DAY_1, 'NDA'],
      ['signed the NDA', ndaSigned, DAY_2, 'PROOF_OF_IDENTITY'],
      ['submitted identity', identitySubmitted, DAY_3, 'PROOF_OF_ACCREDITATION'],
      ['submitted both proofs', bothSubmitted, DAY_5, 'UNDER_REVIEW'],
      ['was approved 29 days after the acknowledgments', approved, DAY_29, 'WAITING_PERIOD'],
      ['was approved, now 30 days after the acknowledgments', approved, DAY_30, 'ELIGIBLE'],
      [
        'holds an accredited account',
        { transactions: [aTransaction({ proofOfAccreditationDate: T0 })] },
        DAY_1,
        'ELIGIBLE',
      ],
    ])('START resumes an investor who %s', (_title, fields, now, stage) => {
      const next = send(at('NOT_STARTED', fields, now), { type: 'START' });
      expect(next.value).toBe(stage);
      expect(next.value).toBe(resumeStepFor(anInvestor(fields), now));
    });

    it('START keeps an earlier start date', () => {
      const next = send(at('NOT_STARTED', started, DAY_3), { type: 'START' });
      expect(next.context.investments.syndicationProgramSignUpStartDate).toBe(T0);
    });
  });

  describe('step 1: OVERVIEW_ACKNOWLEDGMENTS', () => {
    it('ACKNOWLEDGE records the acknowledgments completion date and opens the NDA', () => {
      const next = send(at('OVERVIEW_ACKNOWLEDGMENTS', started), { type: 'ACKNOWLEDGE', at: DAY_1 });
      expect(next.value).toBe('NDA');
      expect(next.context.investments.syndicationProgramSignUpAcknowledgmentsCompletionDate).toBe(DAY_1);
      expect(next.context.now).toBe(DAY_1);
    });

    it('ignores events of later steps', () => {
      const snapshot = at('OVERVIEW_ACKNOWLEDGMENTS', started);
      expect(snapshot.can({ type: 'NDA_SIGNED', at: DAY_1 })).toBe(false);
      expect(send(snapshot, { type: 'NDA_SIGNED', at: DAY_1 }).value).toBe('OVERVIEW_ACKNOWLEDGMENTS');
    });
  });

  describe('step 2: NDA', () => {
    it.each<[string, Partial<UserInvestments>, string]>([
      ['a first-time investor to proof of identity', acknowledged, 'PROOF_OF_IDENTITY'],
      [
        'an investor with approved identity but no accreditation to proof of accreditation',
        { ...acknowledged, proofOfIdentityStatus: 'approved', proofOfIdentityStatusUpdateDate: T0 },
        'PROOF_OF_ACCREDITATION',
      ],
      ['an investor verified before to the waiting period', { ...acknowledged, ...verifiedBefore }, 'WAITING_PERIOD'],
    ])('NDA_SIGNED sends %s', (_title, fields, stage) => {
      const next = send(at('NDA', fields), { type: 'NDA_SIGNED', at: DAY_1 });
      expect(next.value).toBe(stage);
      expect(next.context.investments.syndicationProgramSignUpNDACompletionDate).toBe(DAY_1);
    });

    it('NDA_SIGNED 30 days after the acknowledgments makes a verified investor eligible at once', () => {
      const next = send(at('NDA', { ...acknowledged, ...verifiedBefore }), { type: 'NDA_SIGNED', at: DAY_31 });
      expect(next.value).toBe('ELIGIBLE');
    });
  });

  describe('step 3: PROOF_OF_IDENTITY', () => {
    it('IDENTITY_SUBMITTED opens an identity review and goes to proof of accreditation', () => {
      const next = send(at('PROOF_OF_IDENTITY', ndaSigned), { type: 'IDENTITY_SUBMITTED', at: DAY_2 });
      expect(next.value).toBe('PROOF_OF_ACCREDITATION');
      expect(next.context.investments.proofOfIdentitySubmissionDate).toBe(DAY_2);
      expect(next.context.investments.proofOfIdentityStatus).toBe('todo');
    });

    it('IDENTITY_SUBMITTED after a denial, with accreditation under review, goes back to the review', () => {
      const denied = { ...bothSubmitted, proofOfIdentityStatus: 'denied' as const };
      expect(send(at('PROOF_OF_IDENTITY', denied), { type: 'IDENTITY_SUBMITTED', at: DAY_5 }).value).toBe(
        'UNDER_REVIEW',
      );
    });
  });

  describe('step 4: PROOF_OF_ACCREDITATION', () => {
    it('ACCREDITATION_SUBMITTED opens an accreditation review', () => {
      const next = send(at('PROOF_OF_ACCREDITATION', identitySubmitted), {
        type: 'ACCREDITATION_SUBMITTED',
        at: DAY_3,
      });
      expect(next.value).toBe('UNDER_REVIEW');
      expect(next.context.investments.proofOfAccreditationSubmissionDate).toBe(DAY_3);
      expect(next.context.investments.proofOfAccreditationStatus).toBe('todo');
    });
  });

  describe('UNDER_REVIEW', () => {
    const identityApproved = {
      ...bothSubmitted,
      proofOfIdentityStatus: 'approved' as const,
      proofOfIdentityStatusUpdateDate: DAY_5,
    };

    it.each([
      ['identity approved, accreditation pending: still under review', 'approved', 'UNDER_REVIEW'],
      ['identity denied: proof of identity again', 'denied', 'PROOF_OF_IDENTITY'],
    ] as const)('IDENTITY_DECIDED with %s', (_title, decision, stage) => {
      const next = send(at('UNDER_REVIEW', bothSubmitted), { type: 'IDENTITY_DECIDED', at: DAY_5, decision });
      expect(next.value).toBe(stage);
      expect(next.context.investments.proofOfIdentityStatus).toBe(decision);
      expect(next.context.investments.proofOfIdentityStatusUpdateDate).toBe(DAY_5);
    });

    it.each([
      [
        'approved within 30 days: the waiting period, accreditation valid for a year',
        'approved',
        'income',
        DAY_5,
        'WAITING_PERIOD',
        '2027-02-25T15:00:00.000Z',
      ],
      ['approved after 30 days: eligible', 'approved', 'licence', DAY_31, 'ELIGIBLE', '2027-03-23T14:00:00.000Z'],
      [
        'approved on net worth: valid for 90 days',
        'approved',
        'netWorth',
        DAY_5,
        'WAITING_PERIOD',
        '2026-05-26T14:00:00.000Z',
      ],
      ['denied: proof of accreditation again', 'denied', 'income', DAY_5, 'PROOF_OF_ACCREDITATION', null],
    ] as const)('ACCREDITATION_DECIDED, identity approved, %s', (_title, decision, basis, decidedAt, stage, expiry) => {
      const next = send(at('UNDER_REVIEW', identityApproved), {
        type: 'ACCREDITATION_DECIDED',
        at: decidedAt,
        decision,
        basis,
      });
      expect(next.value).toBe(stage);
      expect(next.context.investments.proofOfAccreditationStatus).toBe(decision);
      expect(next.context.investments.proofOfAccreditationDate).toBe(decision === 'approved' ? decidedAt : null);
      expect(next.context.investments.proofOfAccreditationExpirationDate).toBe(expiry);
    });

    it('sends an investor whose both proofs were denied to proof of identity first', () => {
      const identityDenied = send(at('UNDER_REVIEW', bothSubmitted), {
        type: 'IDENTITY_DECIDED',
        at: DAY_5,
        decision: 'denied',
      });
      const next = send(identityDenied, {
        type: 'ACCREDITATION_DECIDED',
        at: DAY_5,
        decision: 'denied',
        basis: 'income',
      });
      expect(next.value).toBe('PROOF_OF_IDENTITY');
      expect(next.context.investments.proofOfAccreditationStatus).toBe('denied');
    });

    it('refuses a second decision on a proof already decided', () => {
      const snapshot = at('UNDER_REVIEW', identityApproved);
      expect(snapshot.can({ type: 'IDENTITY_DECIDED', at: DAY_5, decision: 'denied' })).toBe(false);
      expect(snapshot.can({ type: 'ACCREDITATION_DECIDED', at: DAY_5, decision: 'denied', basis: 'income' })).toBe(
        true,
      );
    });
  });

  describe('a decision while the investor is on a later step', () => {
    it('accepts an identity approval on proof of accreditation and stays there', () => {
      const next = send(at('PROOF_OF_ACCREDITATION', identitySubmitted), {
        type: 'IDENTITY_DECIDED',
        at: DAY_3,
        decision: 'approved',
      });
      expect(next.value).toBe('PROOF_OF_ACCREDITATION');
      expect(next.context.investments.proofOfIdentityStatus).toBe('approved');
    });

    it('sends the investor back to proof of identity on a denial', () => {
      const next = send(at('PROOF_OF_ACCREDITATION', identitySubmitted), {
        type: 'IDENTITY_DECIDED',
        at: DAY_3,
        decision: 'denied',
      });
      expect(next.value).toBe('PROOF_OF_IDENTITY');
    });

    it('accepts an accreditation decision while identity is being submitted again', () => {
      const identityDenied = { ...bothSubmitted, proofOfIdentityStatus: 'denied' as const };
      const next = send(at('PROOF_OF_IDENTITY', identityDenied), {
        type: 'ACCREDITATION_DECIDED',
        at: DAY_5,
        decision: 'approved',
        basis: 'income',
      });
      expect(next.value).toBe('PROOF_OF_IDENTITY');
      expect(next.context.investments.proofOfAccreditationDate).toBe(DAY_5);
    });

    it('refuses a decision on a proof not submitted', () => {
      const snapshot = at('PROOF_OF_ACCREDITATION', identitySubmitted);
      expect(snapshot.can({ type: 'ACCREDITATION_DECIDED', at: DAY_5, decision: 'approved', basis: 'income' })).toBe(
        false,
      );
    });
  });

  describe('WAITING_PERIOD', () => {
    it.each([
      ['day 29', DAY_29, 'WAITING_PERIOD'],
      ['the last second of day 29', DAY_29_LAST_SECOND, 'WAITING_PERIOD'],
      ['day 30', DAY_30, 'ELIGIBLE'],
      ['day 31', DAY_31, 'ELIGIBLE'],
    ])('TICK on %s (%s) leads to %s', (_title, now, stage) => {
      const next = send(at('WAITING_PERIOD', approved, DAY_5), { type: 'TICK', now });
      expect(next.value).toBe(stage);
      expect(next.context.now).toBe(now);
    });

    it('is eligible at day 30, not 29, in a running actor', () => {
      const snapshot = at('WAITING_PERIOD', approved, DAY_5);
      // xstate asks for input even when a snapshot is given; the snapshot's context wins.
      const actor = createActor(machine, { snapshot, input: snapshot.context }).start();
      actor.send({ type: 'TICK', now: DAY_29 });
      expect(actor.getSnapshot().value).toBe('WAITING_PERIOD');
      actor.send({ type: 'TICK', now: DAY_30 });
      expect(actor.getSnapshot().value).toBe('ELIGIBLE');
      expect(actor.getSnapshot().status).toBe('done');
      actor.stop();
    });
  });

  describe('TICK elsewhere', () => {
    it.each(['NOT_STARTED', 'OVERVIEW_ACKNOWLEDGMENTS', 'NDA', 'PROOF_OF_IDENTITY', 'UNDER_REVIEW'])(
      'only moves the clock in %s',
      (stage) => {
        const snapshot = at(stage, bothSubmitted);
        const next = send(snapshot, { type: 'TICK', now: DAY_31 });
        expect(next.value).toBe(stage);
        expect(next.context.now).toBe(DAY_31);
        expect(next.context.investments).toEqual(snapshot.context.investments);
      },
    );
  });

  describe('ELIGIBLE', () => {
    it('is final', () => {
      const snapshot = at('ELIGIBLE', approved, DAY_31);
      expect(snapshot.status).toBe('done');
      expect(send(snapshot, { type: 'START' }).value).toBe('ELIGIBLE');
    });
  });

  describe('resumeSignUp', () => {
    it.each<[string, string, Partial<UserInvestments>]>([
      ['a new investor', 'NOT_STARTED', {}],
      ['an investor who only started', 'OVERVIEW_ACKNOWLEDGMENTS', started],
      ['an investor who accepted the acknowledgments', 'NDA', acknowledged],
      ['an investor who signed the NDA', 'PROOF_OF_IDENTITY', ndaSigned],
      ['an investor who submitted identity', 'PROOF_OF_ACCREDITATION', identitySubmitted],
      ['an investor awaiting review', 'UNDER_REVIEW', bothSubmitted],
      ['an approved investor on day 29', 'WAITING_PERIOD', approved],
    ])('opens %s at %s', (_title, stage, fields) => {
      const snapshot = resumeSignUp(anInvestor({ ...fields, mobilePhone: '+12125550100' }), DAY_29);
      expect(snapshot.value).toBe(stage);
      expect(snapshot.context.now).toBe(DAY_29);
      expect(snapshot.context.investments).not.toHaveProperty('mobilePhone');
    });

    it('opens an approved investor at ELIGIBLE on day 30, given now as a Date', () => {
      expect(resumeSignUp(anInvestor(approved), new Date(DAY_30)).value).toBe('ELIGIBLE');
    });

    it('continues from the resumed step', () => {
      const next = send(resumeSignUp(anInvestor(acknowledged), DAY_1), { type: 'NDA_SIGNED', at: DAY_1 });
      expect(next.value).toBe('PROOF_OF_IDENTITY');
    });
  });

  describe('meta and description', () => {
    it.each([
      ['OVERVIEW_ACKNOWLEDGMENTS', 1, 'overview-acknowledgments'],
      ['NDA', 2, 'nda'],
      ['PROOF_OF_IDENTITY', 3, 'proof-of-identity'],
      ['PROOF_OF_ACCREDITATION', 4, 'proof-of-accreditation'],
    ] as const)('%s is step %i of 4', (stage, stepNumber, slug) => {
      const meta = at(stage, started).getMeta()[`syndicationSignUp.${stage}`];
      expect(meta).toMatchObject({ slug, stepNumber, stepLabel: `Step ${stepNumber} of 4` });
      expect(meta?.title).not.toBe('');
      expect(meta?.description).not.toBe('');
    });

    it('describes every state', () => {
      for (const node of Object.values(machine.root.states)) expect(node.description, node.id).toBeTruthy();
    });

    it('names every guard and action and has no delays or invocations, so the Stately tools can read the chart', () => {
      const isNamed = (implementation: unknown) =>
        typeof implementation === 'string' ||
        (typeof implementation === 'object' && implementation !== null && 'type' in implementation);
      for (const node of Object.values(machine.root.states)) {
        const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
        for (const t of transitions) {
          if (t.guard !== undefined) expect(isNamed(t.guard), `${node.id} guard`).toBe(true);
          for (const action of t.actions) expect(isNamed(action), `${node.id} action`).toBe(true);
        }
        expect(node.config.invoke, node.id).toBeUndefined();
        expect(node.config.after, node.id).toBeUndefined();
      }
    });
  });
});
