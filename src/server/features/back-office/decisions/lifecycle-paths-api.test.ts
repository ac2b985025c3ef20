// The subscription lifecycle's graph paths (model-tests/lifecycle-paths.ts) driven through the HTTP API on both
// databases: every event is the real call (the investor's signature, a co-signer's by the e-mailed link, the fund's
// decisions, the investor's withdrawal) and in every state along every path the product answers as the machine's
// state says: the stage, whether the investor is given the wire instructions, the decisions the back office offers,
// and a 409 in plain words for each decision the state does not accept. One app and database per backend; a new
// investor per path.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import {
  BACK_OFFICE_DECISIONS,
  type BackOfficeDecision,
  type LifecycleSnapshot,
  offeredDecisions,
  stageOf,
} from '../../../../../machines/lifecycle-runner';
import { subscriptionLifecycleMachine } from '../../../../../machines/subscription-lifecycle.machine';
import type { SubscriptionLifecycleEvent } from '../../../../../machines/subscription-lifecycle.machine.types';
import {
  LIFECYCLE_EVENTS,
  LIFECYCLE_MACHINE_STAGES,
  lifecycleEventTitle,
  lifecyclePaths,
  lifecyclePathTitle,
  pathEvents,
} from '../../../../../model-tests/lifecycle-paths';
import type { TransactionDetailAnswer } from '../../../../shared/api/admin-transaction';
import { STAGE_OF_STATUS } from '../../../../shared/domain/investment-status';
import { type LifecycleStage, showsWireInstructions } from '../../../../shared/domain/lifecycle';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { type InvestorOnFund, investorOnFund, seedFunds } from '../../investment-flow/testing/flow-fixtures';
import {
  coSignerConsentAndSign,
  individualAtSigning,
  jointAtSigning,
  type SigningCase,
  signAsInvestor,
  verifiedCoSigner,
} from '../../signing/testing/signing-fixtures';
import { type AdminSession, logInAdmin } from '../testing/admin-fixtures';

type Snapshot = LifecycleSnapshot;

const nodeKey = (s: Snapshot) => JSON.stringify([s.value, s.context.pendingSigners, s.context.hasOpenChangeRequest]);

/**
 * What is driven: the shortest paths that are no prefix of another (their prefixes are the other paths, asserted on
 * the way), and for every transition the shortest paths do not take, the shortest path to its state and that event.
 * A signature again after a change request has as many co-signers as the first one: who co-signs follows from the
 * investor's answers, which a change request to sign again leaves as they are.
 */
const drivenPaths = (): { title: string; start: Snapshot; events: SubscriptionLifecycleEvent[] }[] => {
  const paths = lifecyclePaths(true);
  const keyOf = (events: SubscriptionLifecycleEvent[]) => events.map((event) => JSON.stringify(event)).join('|');
  const keys = paths.map((path) => keyOf(pathEvents(path)));
  const maximal = paths.filter((_, i) => !keys.some((key, j) => j !== i && key.startsWith(`${keys[i]}|`)));
  const taken = new Set(
    paths.flatMap((path) =>
      path.steps
        .slice(1)
        .map((step, i) => `${nodeKey(path.steps[i]?.state as Snapshot)}|${JSON.stringify(step.event)}`),
    ),
  );
  const driven = maximal.map((path) => ({ path, events: pathEvents(path), title: lifecyclePathTitle(path) }));
  for (const path of paths) {
    const state = path.state as Snapshot;
    const firstSignature = pathEvents(path).find((event) => event.type === 'INVESTOR_SIGNED');
    for (const event of LIFECYCLE_EVENTS) {
      if (!state.can(event) || taken.has(`${nodeKey(state)}|${JSON.stringify(event)}`)) continue;
      if (event.type === 'RESIGNED' && firstSignature?.type === 'INVESTOR_SIGNED') {
        if (event.coSigners !== firstSignature.coSigners) continue;
      }
      const events = [...pathEvents(path), event];
      driven.push({ path, events, title: `${lifecyclePathTitle(path)}, then ${lifecycleEventTitle(event)}` });
    }
  }
  return driven.map(({ path, events, title }) => ({ title, events, start: path.steps[0]?.state as Snapshot }));
};

const DRIVEN = drivenPaths();

const REASON = 'My circumstances changed.';
const DECLINE_REASON = 'The fund is fully subscribed.';
const PLAIN_WORDS = /^[A-Z][^<>{}\n]*\.$/;

/**
 * The closing dates' call where the date is already recorded corrects it: no lifecycle event (the funds arrived once,
 * the subscription completed once), so it is not tried as one.
 */
const isCorrection = (stage: LifecycleStage, decision: BackOfficeDecision): boolean =>
  (decision === 'FUNDS_RECEIVED' && (stage === 'funded' || stage === 'complete')) ||
  (decision === 'COMPLETE' && stage === 'complete');

/** The decisions the back office's detail page offers, read from its answer the way the page reads it. */
const offeredByBackOffice = (detail: TransactionDetailAnswer): BackOfficeDecision[] => {
  const isOffered: Record<BackOfficeDecision, boolean> = {
    APPROVE: detail.decisions.approve === null,
    REJECT: detail.decisions.reject === null,
    REQUEST_CHANGES: detail.markableAnswers.length > 0,
    COUNTERSIGN: detail.canCountersign,
    FUNDS_RECEIVED: detail.decisions.fundsReceived === null,
    COMPLETE: detail.decisions.complete === null,
  };
  return BACK_OFFICE_DECISIONS.filter((decision) => isOffered[decision]);
};

describe.each(testBackends())('the lifecycle paths through the API on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;
  const reached = new Set<LifecycleStage>();

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  const detailOf = async (investor: InvestorOnFund): Promise<TransactionDetailAnswer> => {
    const response = await getJson(t().app, `/api/admin/transactions/${investor.transactionId}`, admin);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json();
  };

  const decide = (investor: InvestorOnFund, action: string, body: object = {}) =>
    postJson(t().app, `/api/admin/transactions/${investor.transactionId}/${action}`, body, admin);

  const withdraw = (investor: InvestorOnFund) =>
    postJson(
      t().app,
      '/api/withdraw-investment',
      { transactionIntegrationId: investor.transactionId, reason: REASON },
      investor,
    );

  /** The back office's decision as its route: what the admin's page sends. */
  const callDecision = (investor: InvestorOnFund, decision: BackOfficeDecision) => {
    const at = new Date().toISOString();
    switch (decision) {
      case 'APPROVE':
        return decide(investor, 'approve');
      case 'REJECT':
        return decide(investor, 'reject', { reason: DECLINE_REASON });
      case 'REQUEST_CHANGES':
        return decide(investor, 'change-request', {
          mode: 'resignOnly',
          items: [{ field: 'legalLastName', note: 'Please sign the updated agreement.' }],
        });
      case 'COUNTERSIGN':
        return decide(investor, 'countersign', { signatoryTitle: 'General Partner' });
      case 'FUNDS_RECEIVED':
        return decide(investor, 'dates', { fundsTransferDate: at });
      case 'COMPLETE':
        return decide(investor, 'dates', { completionDate: at });
    }
  };

  const expectOk = (response: { statusCode: number; body: string }, what: string) =>
    expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBe(200);

  /** The event as the real call: the investor's, a co-signer's, or the fund's. */
  const drive = async (app: FastifyInstance, investor: SigningCase, event: SubscriptionLifecycleEvent) => {
    switch (event.type) {
      case 'INVESTOR_SIGNED':
      case 'RESIGNED':
        await signAsInvestor(app, investor);
        return;
      case 'CO_SIGNER_SIGNED': {
        const coSigner = await verifiedCoSigner(app, t().smtp, investor.coSignerEmail ?? '');
        expectOk(await coSignerConsentAndSign(app, coSigner, { kind: 'typed', text: 'Charles Babbage' }), 'co-sign');
        return;
      }
      case 'WITHDRAW':
        expectOk(await withdraw(investor), 'withdraw');
        return;
      default:
        expectOk(await callDecision(investor, event.type), event.type);
    }
  };

  /** The situations whose refusals were tried: one investor kind after the same events is the same subscription. */
  const tried = new Set<string>();

  /**
   * From the outside, at the machine's state: each decision the state does not accept is refused in plain words (once
   * per situation), and then (so that a refusal that changed anything shows) the stage, the decisions offered and the
   * wire instructions.
   */
  const expectAt = async (investor: SigningCase, state: Snapshot, where: string, situation: string) => {
    const stage = stageOf(state);
    const offered = offeredDecisions(state);
    if (!tried.has(situation)) {
      tried.add(situation);
      for (const decision of BACK_OFFICE_DECISIONS.filter((d) => !offered.includes(d) && !isCorrection(stage, d))) {
        const refused = await callDecision(investor, decision);
        expect(refused.statusCode, `${where}: ${decision} ${refused.body.slice(0, 200)}`).toBe(409);
        expect(refused.json().message, `${where}: ${decision}`).toMatch(PLAIN_WORDS);
      }
      if (!state.can({ type: 'WITHDRAW', reason: REASON })) {
        const refused = await withdraw(investor);
        expect(refused.statusCode, `${where}: WITHDRAW ${refused.body.slice(0, 200)}`).toBe(409);
        expect(refused.json().message).toMatch(PLAIN_WORDS);
      }
    }

    const detail = await detailOf(investor);
    const seenStage = STAGE_OF_STATUS[detail.row.status];
    expect(seenStage, `${where}: stage`).toBe(stage);
    reached.add(seenStage);
    expect(offeredByBackOffice(detail), `${where}: decisions offered`).toEqual(offered);

    const wire = await getJson(t().app, `/api/investments/${investor.transactionId}/wire-instructions`, investor);
    expect(wire.statusCode, `${where}: wire instructions ${wire.body.slice(0, 200)}`).toBe(
      showsWireInstructions(stage) ? 200 : 409,
    );
    if (wire.statusCode === 409) expect(wire.json().message).toMatch(PLAIN_WORDS);
  };

  /** A new investor: at the signing step when the path signs (with a co-signer when it says so), else just started. */
  const investorKind = (events: SubscriptionLifecycleEvent[]): 'started' | 'individual' | 'joint' => {
    const signing = events.find((event) => event.type === 'INVESTOR_SIGNED');
    if (signing?.type !== 'INVESTOR_SIGNED') return 'started';
    return signing.coSigners > 0 ? 'joint' : 'individual';
  };
  const investorFor = async (app: FastifyInstance, kind: ReturnType<typeof investorKind>): Promise<SigningCase> => {
    if (kind === 'started') return { ...(await investorOnFund(app)), coSignerEmail: null };
    return kind === 'joint' ? jointAtSigning(app) : individualAtSigning(app);
  };

  it.each(DRIVEN.map((path) => [path.title, path] as const))('%s', async (_title, { start, events }) => {
    const { app } = t();
    const kind = investorKind(events);
    const investor = await investorFor(app, kind);
    const situation = (done: number) => [kind, ...events.slice(0, done).map((e) => JSON.stringify(e))].join('|');
    let state = start;
    await expectAt(investor, state, 'at the start', situation(0));
    for (const [index, event] of events.entries()) {
      await drive(app, investor, event);
      [state] = transition(subscriptionLifecycleMachine, state, event);
      await expectAt(investor, state, `after ${index + 1}. ${event.type}`, situation(index + 1));
    }
  });

  it('reaches every state of the lifecycle machine through the API', () => {
    expect([...reached].sort()).toEqual([...LIFECYCLE_MACHINE_STAGES].sort());
  });
});
