// docs/spec.md §7 submit call and docs/design.md §5 previous-step: the server runs the flow (machines/flow-runner.ts) on the
// stored step and stores the outcome; the browser only renders it.

import type { FastifyInstance } from 'fastify';
import { type FlowRecord, submitStep } from '../../../../machines/flow-runner';
import { previousStep } from '../../../../machines/replay';
import { dataRoomPath } from '../../../shared/api/data-room-path';
import type { AnswerAuthor } from '../../../shared/domain/answer-author';
import { isIraTaxIdConfirmed, lockedFieldRule } from '../../../shared/domain/field-locks';
import type { FlowValues } from '../../../shared/domain/flow-values';
import { portfolioFacts } from '../../../shared/domain/portfolio-facts';
import { STEP_IDS, type StepId } from '../../../shared/domain/steps';
import type { FlowPath } from '../../../shared/forms/form-types';
import { FIELDS_TO_CORRECT, HttpError } from '../../http-error';
import { fundSlugSchema, idSchema, objectSchema } from '../../schema-parts';
import { type Auth, noticeSignatureReady, requireAuth } from '../auth-and-accounts/public-api';
import { flowAnswer, withRecord } from './flow-answer';
import { flowStepAnswer } from './flow-answers';
import { type FlowContext, loadFlowContext, stepConflict } from './flow-context';
import type { FlowDeps } from './flow-deps';
import { flowValuesSchema } from './flow-values-schema';
import type { Portfolio } from './portfolio';
import { withPortfolio } from './portfolio-session';
import { saveFlowStep } from './save-flow-step';
import { startInvestment } from './start-investment';
import { unmaskSubmitted } from './unmask-submitted';

type SubmitBody = {
  portalFundSlug?: string;
  transactionIntegrationId?: string;
  currentStep?: StepId;
  values?: Partial<FlowValues>;
};
type PreviousBody = { transactionIntegrationId: string; currentStep: StepId };

const stepSchema = { type: 'string', enum: STEP_IDS } as const;

/** What the submit call takes and answers (also the floor routes of bench/api-floor.ts). */
export const submitStepSchema = {
  body: objectSchema(
    {
      portalFundSlug: fundSlugSchema,
      transactionIntegrationId: idSchema,
      currentStep: stepSchema,
      values: flowValuesSchema,
    },
    [],
  ),
  response: { 200: flowStepAnswer },
};

/** What Previous takes and answers. */
export const previousStepSchema = {
  body: objectSchema({ transactionIntegrationId: idSchema, currentStep: stepSchema }, [
    'transactionIntegrationId',
    'currentStep',
  ]),
  response: { 200: flowStepAnswer },
};

export const INVALID_SUBMIT_SHAPE =
  'Send either { portalFundSlug } to start an investment, or { transactionIntegrationId, currentStep, values }.';
const CHANGED_ELSEWHERE = 'This investment was changed in another window. Please continue from the current step.';
export const OTHER_FUND = 'This investment belongs to another fund.';
export const NO_EDIT =
  'The tax ids of this IRA were confirmed when you signed, so its details can no longer be edited.';

/** Who answers (docs/design.md §7a): an admin acting as the investor, a delegate filling in for them, or the investor. */
const authorOf = ({ user, impersonator, delegation }: Auth, at: Date): AnswerAuthor => {
  const when = at.toISOString();
  if (impersonator) return { by: 'admin', userId: impersonator.id, email: impersonator.email, at: when };
  if (delegation?.isActive) return { by: 'delegate', userId: user.id, email: user.email, at: when };
  return { by: 'investor', userId: user.id, email: user.email, at: when };
};

export const flowRoutes = async (app: FastifyInstance, { deps }: { deps: FlowDeps }): Promise<void> => {
  const { flow: repos, now } = deps;

  /** Stores the new record and answers the portfolio as it now stands; 409 with the current step when another request won. */
  const save = async (
    userId: string,
    context: FlowContext,
    next: FlowRecord,
    author: AnswerAuthor | null,
  ): Promise<Portfolio | undefined> => {
    const { record, portfolio } = context;
    const saved = await saveFlowStep(deps, { userId, record, next, portfolio, author });
    // The answer is built from what was stored, without reading the portfolio again unless accounts changed too.
    if (saved) return saved.hasChangedPortfolio ? undefined : withRecord(portfolio, saved.record);
    const current = await repos.transactions.findOwned(record.transaction.integrationId, userId);
    throw stepConflict(current?.currentStep ?? record.currentStep, CHANGED_ELSEWHERE);
  };

  app.post<{ Body: SubmitBody }>(
    '/api/submit-step',
    {
      // The session, portfolio and funds in one query (portfolio-session.ts).
      config: { readSession: withPortfolio(repos.portfolios, 'flow') },
      schema: submitStepSchema,
    },
    async (request) => {
      const { portalFundSlug, transactionIntegrationId, currentStep, values } = request.body;
      const auth = requireAuth(request, portalFundSlug);
      const userId = auth.actingUser.id;

      if (portalFundSlug !== undefined && transactionIntegrationId === undefined && values === undefined) {
        const prefetched = request.portfolioRead;
        const started = await startInvestment(deps, { userId, portalFundSlug, now: now(), prefetched });
        return flowAnswer(repos, userId, started);
      }
      if (transactionIntegrationId === undefined || currentStep === undefined || values === undefined) {
        throw new HttpError(400, INVALID_SUBMIT_SHAPE);
      }

      const context = await loadFlowContext(repos, {
        userId,
        transactionId: transactionIntegrationId,
        postedStep: currentStep,
        now: now(),
        prefetched: request.portfolioRead,
      });
      // The fund may come along (docs/spec.md §3 form data; a 401 then names its login); it must be the investment's own.
      if (portalFundSlug !== undefined && portalFundSlug !== context.found.fund.slug) {
        throw new HttpError(400, OTHER_FUND);
      }
      const { record } = context;
      const unmasked = unmaskSubmitted(values, record.values);
      if (Object.keys(unmasked.fields).length > 0) {
        throw new HttpError(400, FIELDS_TO_CORRECT, { fields: unmasked.fields });
      }
      // docs/spec.md §2: CONFIRM_MOI's Edit is hidden for an IRA whose tax ids were confirmed at signing, on this
      // transaction or on an earlier one of the same account.
      const facts = portfolioFacts(context.env.investor);
      const isEditRefused =
        record.currentStep === 'CONFIRM_MOI' &&
        unmasked.values.isMoiEditModeSelected === true &&
        isIraTaxIdConfirmed({ values: record.values, transaction: record.transaction, facts });
      if (isEditRefused) {
        throw new HttpError(400, FIELDS_TO_CORRECT, {
          fields: { isMoiEditModeSelected: NO_EDIT },
        });
      }
      // docs/spec.md §2's read-only fields, as the page shows them: a submit that changes one is refused.
      const isLockedPath = lockedFieldRule({ values: record.values, transaction: record.transaction, facts });
      const outcome = await submitStep(
        { currentStep: record.currentStep, values: record.values },
        context.env,
        unmasked.values,
        // An address as a whole is read-only exactly when its parts are (the confirm flag).
        (field) => isLockedPath(field as FlowPath),
      );
      if (outcome.kind === 'invalid') throw new HttpError(400, outcome.message, { fields: outcome.fields });
      if (outcome.kind === 'refused') throw stepConflict(record.currentStep, outcome.message);
      const portfolio = await save(userId, context, outcome.record, authorOf(auth, now()));
      // A delegate brought it to the signature: the investor is told it awaits their review and signature, once.
      if (
        auth.delegation?.isActive &&
        outcome.record.currentStep === 'DOCUMENT_SIGNED' &&
        record.currentStep !== 'DOCUMENT_SIGNED'
      ) {
        await noticeSignatureReady(app.deps, {
          investorUserId: userId,
          transactionId: transactionIntegrationId,
          fundSlug: context.found.fund.slug,
          delegateEmail: auth.user.email,
          delegationId: auth.delegation.id,
        });
      }
      return flowAnswer(repos, userId, {
        transactionIntegrationId,
        currentStep: outcome.record.currentStep,
        flash: outcome.flash,
        portfolio,
      });
    },
  );

  app.post<{ Body: PreviousBody }>(
    '/api/previous-step',
    {
      config: { readSession: withPortfolio(repos.portfolios, 'flow') },
      schema: previousStepSchema,
    },
    async (request) => {
      const { transactionIntegrationId, currentStep } = request.body;
      const userId = requireAuth(request).actingUser.id;
      const context = await loadFlowContext(repos, {
        userId,
        transactionId: transactionIntegrationId,
        postedStep: currentStep,
        now: now(),
        prefetched: request.portfolioRead,
      });
      const stored: FlowRecord = { currentStep, values: context.record.values };
      const outcome = previousStep(stored, context.env);
      if (outcome.kind === 'leave') {
        // docs/spec.md §4: Previous from the first step leaves to the data-room path: the fund's data room.
        const redirectPath = dataRoomPath(context.found.fund.slug);
        return flowAnswer(repos, userId, {
          transactionIntegrationId,
          currentStep,
          redirectPath,
          portfolio: context.portfolio,
        });
      }
      // Moving back gives no answer: nothing is credited.
      const portfolio = await save(userId, context, outcome.record, null);
      return flowAnswer(repos, userId, {
        transactionIntegrationId,
        currentStep: outcome.record.currentStep,
        flash: outcome.kind === 'unreachable' ? outcome.message : null,
        portfolio,
      });
    },
  );
};
