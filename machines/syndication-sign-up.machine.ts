// docs/spec.md §4 'Syndication program': the four-step sign-up, the admin review, the 30-day waiting period, eligibility.
// Guards and actions are one-liners over src/shared/domain, so the server records and decides exactly the same way.
import { assertEvent, assign, setup } from 'xstate';
import { toInstant } from '../src/shared/domain/eastern-time';
import type { IsoDate } from '../src/shared/domain/entities';
import { isInWaitingPeriod, pickSyndicationFields, type SyndicationFields } from '../src/shared/domain/syndication';
import {
  isAccreditationAwaitingDecision,
  isIdentityAwaitingDecision,
  resumeStepFor,
  type SyndicationStage,
} from '../src/shared/domain/syndication-progress';
import {
  recordAccreditationDecision,
  recordAccreditationSubmitted,
  recordAcknowledgments,
  recordIdentityDecision,
  recordIdentitySubmitted,
  recordNdaSigned,
  recordSignUpStart,
} from '../src/shared/domain/syndication-sign-up-records';
import type {
  SyndicationSignUpContext,
  SyndicationSignUpEvent,
  SyndicationSignUpInput,
  SyndicationSignUpMeta,
} from './syndication-sign-up.machine.types';

export const syndicationSignUpMachine = setup({
  types: {
    context: {} as SyndicationSignUpContext,
    events: {} as SyndicationSignUpEvent,
    input: {} as SyndicationSignUpInput,
    meta: {} as SyndicationSignUpMeta,
  },
  guards: {
    resumesAt: ({ context }, { stage }: { stage: SyndicationStage }) =>
      resumeStepFor(context.investments, context.now) === stage,
    hasWaitingPeriodEnded: ({ context, event }) =>
      event.type === 'TICK' && !isInWaitingPeriod(context.investments, event.now),
    isIdentityAwaitingDecision: ({ context }) => isIdentityAwaitingDecision(context.investments),
    isAccreditationAwaitingDecision: ({ context }) => isAccreditationAwaitingDecision(context.investments),
  },
  actions: {
    recordSignUpStart: assign({ investments: ({ context }) => recordSignUpStart(context.investments, context.now) }),
    recordAcknowledgments: assign(({ context, event }) => {
      assertEvent(event, 'ACKNOWLEDGE');
      return { investments: recordAcknowledgments(context.investments, event.at), now: event.at };
    }),
    recordNdaSigned: assign(({ context, event }) => {
      assertEvent(event, 'NDA_SIGNED');
      return { investments: recordNdaSigned(context.investments, event.at), now: event.at };
    }),
    recordIdentitySubmitted: assign(({ context, event }) => {
      assertEvent(event, 'IDENTITY_SUBMITTED');
      return { investments: recordIdentitySubmitted(context.investments, event.at), now: event.at };
    }),
    recordAccreditationSubmitted: assign(({ context, event }) => {
      assertEvent(event, 'ACCREDITATION_SUBMITTED');
      return { investments: recordAccreditationSubmitted(context.investments, event.at), now: event.at };
    }),
    recordIdentityDecision: assign(({ context, event }) => {
      assertEvent(event, 'IDENTITY_DECIDED');
      return { investments: recordIdentityDecision(context.investments, event), now: event.at };
    }),
    recordAccreditationDecision: assign(({ context, event }) => {
      assertEvent(event, 'ACCREDITATION_DECIDED');
      return { investments: recordAccreditationDecision(context.investments, event), now: event.at };
    }),
    updateNow: assign(({ event }) => {
      assertEvent(event, 'TICK');
      return { now: event.now };
    }),
  },
}).createMachine({
  id: 'syndicationSignUp',
  description:
    'docs/spec.md §4 syndication program sign-up: four steps, the admin review, the 30-day waiting period, eligibility. ' +
    'START resumes saved progress; resumeSignUp(investments, now) opens a returning investor at their stage.',
  context: ({ input }) => ({ investments: pickSyndicationFields(input.investments), now: input.now }),
  initial: 'NOT_STARTED',
  on: { TICK: { actions: 'updateNow' } },
  states: {
    NOT_STARTED: {
      description: 'The investor has not begun the sign-up. START records the start date and resumes saved progress.',
      meta: {
        slug: 'start',
        title: 'Syndication Program',
        description: 'Invest alongside us in individual deals. Signing up takes four short steps.',
      },
      on: { START: { target: 'RESUME', actions: 'recordSignUpStart' } },
    },
    RESUME: {
      description: 'Passing state: goes to the stage the saved progress calls for (resumeStepFor).',
      always: [
        { guard: { type: 'resumesAt', params: { stage: 'WAITING_PERIOD' } }, target: 'WAITING_PERIOD' },
        { guard: { type: 'resumesAt', params: { stage: 'ELIGIBLE' } }, target: 'ELIGIBLE' },
        { guard: { type: 'resumesAt', params: { stage: 'UNDER_REVIEW' } }, target: 'UNDER_REVIEW' },
        { guard: { type: 'resumesAt', params: { stage: 'PROOF_OF_ACCREDITATION' } }, target: 'PROOF_OF_ACCREDITATION' },
        { guard: { type: 'resumesAt', params: { stage: 'PROOF_OF_IDENTITY' } }, target: 'PROOF_OF_IDENTITY' },
        { guard: { type: 'resumesAt', params: { stage: 'NDA' } }, target: 'NDA' },
        { target: 'OVERVIEW_ACKNOWLEDGMENTS' },
      ],
    },
    OVERVIEW_ACKNOWLEDGMENTS: {
      description:
        'Step 1: the program overview and the acknowledgments text (syndicationProgramSignUpAcknowledgmentsText). ' +
        'Accepting records the acknowledgments completion date, which starts the 30-day waiting period.',
      meta: {
        slug: 'overview-acknowledgments',
        stepNumber: 1,
        stepLabel: 'Step 1 of 4',
        title: 'Program overview',
        description: 'Read how the syndication program works and accept the acknowledgments.',
      },
      on: { ACKNOWLEDGE: { target: 'NDA', actions: 'recordAcknowledgments' } },
    },
    NDA: {
      description: 'Step 2: the non-disclosure agreement, signed through the signature provider.',
      meta: {
        slug: 'nda',
        stepNumber: 2,
        stepLabel: 'Step 2 of 4',
        title: 'Non-disclosure agreement',
        description: 'Sign the non-disclosure agreement that protects the deals we share with you.',
      },
      on: { NDA_SIGNED: { target: 'RESUME', actions: 'recordNdaSigned' } },
    },
    PROOF_OF_IDENTITY: {
      description:
        'Step 3: legal name, date of birth, residence and a government ID upload. Skipped when identity is already ' +
        'approved; shown again after a denial. A review decision on an earlier submission may arrive here.',
      meta: {
        slug: 'proof-of-identity',
        stepNumber: 3,
        stepLabel: 'Step 3 of 4',
        title: 'Proof of identity',
        description: 'Confirm your legal name, date of birth and residence, and upload a government-issued ID.',
      },
      on: {
        IDENTITY_SUBMITTED: { target: 'RESUME', actions: 'recordIdentitySubmitted' },
        IDENTITY_DECIDED: {
          guard: 'isIdentityAwaitingDecision',
          target: 'RESUME',
          actions: 'recordIdentityDecision',
        },
        ACCREDITATION_DECIDED: {
          guard: 'isAccreditationAwaitingDecision',
          target: 'RESUME',
          actions: 'recordAccreditationDecision',
        },
      },
    },
    PROOF_OF_ACCREDITATION: {
      description:
        'Step 4: the accreditation basis (docs/spec.md §9: income, net worth or licence) and an evidence upload. Skipped ' +
        'when an accreditation date exists; shown again after a denial. A review decision on an earlier submission ' +
        'may arrive here.',
      meta: {
        slug: 'proof-of-accreditation',
        stepNumber: 4,
        stepLabel: 'Step 4 of 4',
        title: 'Proof of accreditation',
        description: 'Tell us how you qualify as an accredited investor and upload the evidence.',
      },
      on: {
        ACCREDITATION_SUBMITTED: { target: 'RESUME', actions: 'recordAccreditationSubmitted' },
        IDENTITY_DECIDED: {
          guard: 'isIdentityAwaitingDecision',
          target: 'RESUME',
          actions: 'recordIdentityDecision',
        },
        ACCREDITATION_DECIDED: {
          guard: 'isAccreditationAwaitingDecision',
          target: 'RESUME',
          actions: 'recordAccreditationDecision',
        },
      },
    },
    UNDER_REVIEW: {
      description:
        'Investor relations decides on identity and on accreditation separately; a denial sends the investor back ' +
        'to that step, an approval of accreditation dates it and sets its expiry (90 days for net worth, else a year).',
      meta: {
        slug: 'under-review',
        title: 'We are reviewing your documents',
        description: 'We will e-mail you as soon as your identity and accreditation are verified.',
      },
      on: {
        IDENTITY_DECIDED: {
          guard: 'isIdentityAwaitingDecision',
          target: 'RESUME',
          actions: 'recordIdentityDecision',
        },
        ACCREDITATION_DECIDED: {
          guard: 'isAccreditationAwaitingDecision',
          target: 'RESUME',
          actions: 'recordAccreditationDecision',
        },
      },
    },
    WAITING_PERIOD: {
      description:
        'docs/spec.md §4: 30 days from the acknowledgments completion date, counted in US Eastern days; applies only with ' +
        'acknowledgments, NDA, identity update date, approved identity and accreditation date. TICK re-evaluates it.',
      meta: {
        slug: 'waiting-period',
        title: 'Almost there',
        description: 'New members wait 30 days from accepting the acknowledgments before seeing deals.',
      },
      on: {
        TICK: [{ guard: 'hasWaitingPeriodEnded', target: 'ELIGIBLE', actions: 'updateNow' }, { actions: 'updateNow' }],
      },
    },
    ELIGIBLE: {
      type: 'final',
      description: 'The investor is eligible for the syndication program (docs/spec.md §4).',
      meta: {
        slug: 'eligible',
        title: 'Welcome to the Syndication Program',
        description: 'You will receive our syndication deals as they open.',
      },
    },
  },
});

/**
 * A returning (or new) investor's sign-up, at the stage their saved progress calls for. For a live actor pass
 * `{ snapshot, input: snapshot.context }`: xstate asks for input even when a snapshot is given.
 */
export const resumeSignUp = (investments: SyndicationFields, now: Date | IsoDate) => {
  const context: SyndicationSignUpContext = {
    investments: pickSyndicationFields(investments),
    now: toInstant(now).toISOString(),
  };
  return syndicationSignUpMachine.resolveState({ value: resumeStepFor(context.investments, context.now), context });
};
