import { describe, expect, it } from 'vitest';
import type { Transaction } from './entities';
import {
  type AgreementProgress,
  agreementProgress,
  END_SCREEN_WORDS,
  INVESTMENT_STATUS_KINDS,
  type InvestmentStatus,
  investmentStatus,
  STAGE_OF_STATUS,
  STATUS_KIND_LABELS,
  statusText,
} from './investment-status';
import { hasInvestorSigned, lifecycleStageOf, storedLifecycleOf } from './lifecycle';
import { isTerminalStep, STEP_IDS } from './steps';
import { aTransaction } from './test-fixtures';

const AT = '2026-03-02T15:00:00.000Z';
const LATER = '2026-03-09T15:00:00.000Z';
const signed = { currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT };
const nobodyLeft: AgreementProgress = { pendingSigners: [], countersignedAt: null };

describe('investment status', () => {
  it.each<[string, Partial<Transaction>, AgreementProgress | null, InvestmentStatus]>([
    ['a new investment', {}, null, { kind: 'inProgress', step: 'INITIAL' }],
    [
      'one at the signing step',
      { currentStep: 'DOCUMENT_SIGNED' },
      null,
      { kind: 'inProgress', step: 'DOCUMENT_SIGNED' },
    ],
    ['one at a step the machine does not know', { currentStep: 'OLD_STEP' }, null, { kind: 'inProgress', step: null }],
    [
      'one the investor signed while the spouse has not',
      { currentStep: 'MID_CLOSING' },
      { pendingSigners: ['Jane Doe'], countersignedAt: null },
      { kind: 'awaitingCoSigners', waitingFor: ['Jane Doe'] },
    ],
    [
      'one the investor signed, agreement not read',
      { currentStep: 'MID_CLOSING' },
      null,
      { kind: 'awaitingCoSigners', waitingFor: [] },
    ],
    [
      'one whose last signature is being recorded',
      { currentStep: 'MID_CLOSING' },
      nobodyLeft,
      { kind: 'underReview', signedAt: null },
    ],
    ['one everyone signed', signed, nobodyLeft, { kind: 'underReview', signedAt: AT }],
    [
      'one signed and approved',
      { ...signed, isApproved: true },
      nobodyLeft,
      { kind: 'awaitingCountersignature', signedAt: AT },
    ],
    [
      'one the fund countersigned',
      { ...signed, isApproved: true },
      { pendingSigners: [], countersignedAt: LATER },
      { kind: 'awaitingFunds', countersignedAt: LATER },
    ],
    [
      'one whose funds arrived, accreditation not proven',
      { ...signed, isApproved: true, fundsTransferDate: LATER },
      nobodyLeft,
      { kind: 'funded', fundedAt: LATER },
    ],
    [
      'one funded, proven and signed (docs/spec.md §4 complete)',
      { ...signed, fundsTransferDate: LATER, proofOfAccreditationDate: AT },
      nobodyLeft,
      { kind: 'complete' },
    ],
    ['one with a completion date', { completionDate: LATER }, null, { kind: 'complete' }],
    [
      'one the fund declined after signature',
      { ...signed, rejectionDate: LATER, rejectionReason: 'Over-subscribed' },
      nobodyLeft,
      { kind: 'declined', on: LATER, reason: 'Over-subscribed' },
    ],
    [
      'one declined before it was finished',
      { currentStep: 'SSN_TAX_ID', rejectionDate: LATER },
      null,
      { kind: 'declined', on: LATER, reason: null },
    ],
    ['one on the waitlist', { waitListDate: AT }, null, { kind: 'waitlisted', since: AT }],
    [
      'one stopped as not accredited',
      { currentStep: 'INVALID_INVESTOR_STATUS' },
      null,
      { kind: 'notEligible', endScreen: 'INVALID_INVESTOR_STATUS' },
    ],
    [
      'an approved one still in the wizard',
      { currentStep: 'NAME_PHONE', isApproved: true },
      null,
      { kind: 'inProgress', step: 'NAME_PHONE' },
    ],
  ])('%s', (_, overrides, agreement, expected) => {
    expect(investmentStatus(aTransaction(overrides), agreement)).toEqual(expected);
  });

  it('names every state of the flow: a form step is in progress, an end screen is never its title', () => {
    for (const step of STEP_IDS) {
      const status = investmentStatus(aTransaction({ currentStep: step }));
      if (step === 'MID_CLOSING') expect(status.kind).toBe('awaitingCoSigners');
      else if (isTerminalStep(step)) expect(status).toEqual({ kind: 'notEligible', endScreen: step });
      else expect(status).toEqual({ kind: 'inProgress', step });
      for (const title of ['Whoops!', 'Thank you!', "Something's not right"]) {
        expect(statusText(status, () => ({ title: 'Any step', wizardStep: 2 }))).not.toContain(title);
      }
    }
  });

  it('has words for every kind and every end screen', () => {
    for (const kind of INVESTMENT_STATUS_KINDS) expect(STATUS_KIND_LABELS[kind]).not.toBe('');
    for (const words of Object.values(END_SCREEN_WORDS)) {
      expect(words.explanation).toMatch(/\.$/);
      expect(words.remedy).toMatch(/\.$/);
    }
  });
});

describe('status text', () => {
  const words = () => ({ title: 'Your Social Security number', wizardStep: 2 });

  it.each<[InvestmentStatus, string]>([
    [{ kind: 'inProgress', step: 'SSN_TAX_ID' }, 'In progress: step 2 of 3, Your Social Security number'],
    [{ kind: 'inProgress', step: null }, 'In progress'],
    [
      { kind: 'notEligible', endScreen: 'INVALID_INVESTOR_STATUS' },
      'Not eligible: This fund accepts only accredited investors and qualified purchasers.',
    ],
    [{ kind: 'awaitingCoSigners', waitingFor: ['Jane Doe'] }, 'Waiting for Jane Doe to sign'],
    [
      { kind: 'awaitingCoSigners', waitingFor: ['Jane Doe', 'Sam Roe', 'Ann Poe'] },
      'Waiting for Jane Doe, Sam Roe and Ann Poe to sign',
    ],
    [{ kind: 'awaitingCoSigners', waitingFor: [] }, 'Waiting for co-signers'],
    [{ kind: 'awaitingFunds', countersignedAt: AT }, 'Countersigned, awaiting funds'],
    [{ kind: 'declined', on: AT, reason: null }, 'Declined'],
    [{ kind: 'underReview', signedAt: AT }, 'Signed, under review'],
    [{ kind: 'underReview', signedAt: AT, isIdentityCheckPending: true }, 'Signed; identity checks in progress'],
  ])('%j reads %s', (status, expected) => {
    expect(statusText(status, words)).toBe(expected);
  });

  it('tells the investor the identity checks run while they hold approval, and only under review', () => {
    const t = aTransaction(signed);
    expect(investmentStatus(t, nobodyLeft, false, true)).toEqual({
      kind: 'underReview',
      signedAt: AT,
      isIdentityCheckPending: true,
    });
    expect(investmentStatus(aTransaction({ ...signed, isApproved: true }), nobodyLeft, false, true).kind).toBe(
      'awaitingCountersignature',
    );
  });
});

describe('has the investor signed', () => {
  it.each<[Partial<Transaction>, boolean]>([
    [{ currentStep: 'DOCUMENT_SIGNED' }, false],
    [{ currentStep: 'MID_CLOSING' }, true],
    [{ currentStep: 'INITIAL', subscriptionAgreementDate: AT }, true],
    [{ completionDate: AT }, true],
    [{ currentStep: 'INVALID_INVESTOR_STATUS' }, false],
  ])('%j: %s', (overrides, expected) => {
    expect(hasInvestorSigned(aTransaction(overrides))).toBe(expected);
  });
});

describe('agreement progress', () => {
  it('names the signers who have not signed, in order', () => {
    const signers = [
      { name: 'Ada Lovelace', status: 'signed' },
      { name: 'Charles Babbage', status: 'pending' },
      { name: 'William King', status: 'pending' },
    ];
    expect(agreementProgress(signers, null)).toEqual({
      pendingSigners: ['Charles Babbage', 'William King'],
      countersignedAt: null,
    });
  });
});

describe('one vocabulary, read from the lifecycle', () => {
  // Every combination of the stored facts a status is read from: the status names exactly the stage the lifecycle
  // machine is rehydrated at, so a page and the server can never disagree about where a subscription stands.
  const steps = ['INITIAL', 'MID_CLOSING', 'INVALID_INVESTOR_STATUS'] as const;
  const dates = [null, AT] as const;
  const agreements: (AgreementProgress | null)[] = [
    null,
    nobodyLeft,
    { pendingSigners: ['Sam Roe'], countersignedAt: null },
    { pendingSigners: [], countersignedAt: LATER },
  ];
  const cases: [Partial<Transaction>, AgreementProgress | null, boolean][] = [];
  for (const currentStep of steps)
    for (const subscriptionAgreementDate of dates)
      for (const fundsTransferDate of dates)
        for (const rejectionDate of dates)
          for (const waitListDate of dates)
            for (const isApproved of [false, true])
              for (const agreement of agreements)
                for (const hasOpenChangeRequest of [false, true])
                  cases.push([
                    {
                      currentStep,
                      subscriptionAgreementDate,
                      fundsTransferDate,
                      rejectionDate,
                      waitListDate,
                      isApproved,
                    },
                    agreement,
                    hasOpenChangeRequest,
                  ]);

  it(`maps each of ${cases.length} stored combinations to the stage lifecycleStageOf reads`, () => {
    const seen = new Set<string>();
    for (const [overrides, agreement, hasOpenChangeRequest] of cases) {
      const t = aTransaction(overrides);
      const stage = lifecycleStageOf(
        storedLifecycleOf(t, {
          pendingSigners: agreement?.pendingSigners.length,
          isCountersigned: agreement ? agreement.countersignedAt !== null : null,
          hasOpenChangeRequest,
        }),
      );
      const status = investmentStatus(t, agreement, hasOpenChangeRequest);
      expect(STAGE_OF_STATUS[status.kind], JSON.stringify({ overrides, agreement, hasOpenChangeRequest })).toBe(stage);
      seen.add(status.kind);
    }
    // Every status of the vocabulary but the investor's withdrawal and completion is met by these combinations.
    expect([...seen].sort()).toEqual(
      INVESTMENT_STATUS_KINDS.filter((kind) => kind !== 'withdrawn' && kind !== 'complete').sort(),
    );
  });

  it('names a subscription with an open change request by it, at the step the fund sent it back to', () => {
    const t = aTransaction({ currentStep: 'SSN_TAX_ID' });
    expect(investmentStatus(t, null, true)).toEqual({ kind: 'changesRequested', step: 'SSN_TAX_ID' });
    expect(statusText({ kind: 'changesRequested', step: 'SSN_TAX_ID' })).toBe('Changes requested');
  });

  it('a countersignature wins over an open change request (the machine takes none once countersigned)', () => {
    const t = aTransaction({ ...signed, isApproved: true });
    expect(investmentStatus(t, { pendingSigners: [], countersignedAt: LATER }, true)).toEqual({
      kind: 'awaitingFunds',
      countersignedAt: LATER,
    });
  });
});
