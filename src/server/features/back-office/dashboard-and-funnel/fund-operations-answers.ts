// The answer schemas of a fund's dashboard, funnel, exports and wire instructions (docs/admin.md 'Fund dashboard',
// 'Funnel', 'Exports', 'Wire instructions'), tied to src/shared/api/admin-fund-operations.ts and
// wire-instructions.ts.
import type {
  DashboardDay,
  FundDashboardAnswer,
  FundDeadline,
  FundFunnelAnswer,
  FunnelEdge,
  FunnelMove,
  FunnelStageFigure,
  FunnelState,
} from '../../../../shared/api/admin-fund-operations';
import type { AdminWireAnswer, InvestorWireAnswer, WireDetails } from '../../../../shared/api/wire-instructions';
import type { StatusFigure, TotalFigure } from '../../../../shared/domain/fund-dashboard';
import { INVESTMENT_STATUS_KINDS } from '../../../../shared/domain/investment-status';
import { FUNNEL_STAGES } from '../../../../shared/domain/lifecycle';
import {
  answerObject,
  arrayOf,
  booleanAnswer,
  enumAnswer,
  fileAnswer,
  instantAnswer,
  integerAnswer,
  nullableInstant,
  nullableInteger,
  nullableNumber,
  nullableObject,
  stringAnswer,
} from '../../../answer-schema';

const totalFigureAnswer = answerObject<TotalFigure>()({ count: integerAnswer, amount: integerAnswer });

/** GET /api/admin/funds/:slug/dashboard. */
export const fundDashboardAnswer = answerObject<FundDashboardAnswer>()({
  fund: answerObject<FundDashboardAnswer['fund']>()({
    slug: stringAnswer,
    name: stringAnswer,
    targetAmount: nullableInteger,
    minimumInvestmentAmount: integerAnswer,
    maximumInvestmentAmount: nullableInteger,
    fundMaxExceeded: booleanAnswer,
  }),
  subscriptions: integerAnswer,
  statuses: arrayOf(
    answerObject<StatusFigure>()({
      status: enumAnswer(INVESTMENT_STATUS_KINDS),
      count: integerAnswer,
      amount: integerAnswer,
    }),
  ),
  totals: answerObject<FundDashboardAnswer['totals']>()({
    committed: totalFigureAnswer,
    signed: totalFigureAnswer,
    approved: totalFigureAnswer,
    funded: totalFigureAnswer,
    declined: totalFigureAnswer,
  }),
  deadlines: arrayOf(answerObject<FundDeadline>()({ label: stringAnswer, at: nullableInstant })),
  daily: answerObject<FundDashboardAnswer['daily']>()({
    from: stringAnswer,
    to: stringAnswer,
    days: arrayOf(
      answerObject<DashboardDay>()({
        day: stringAnswer,
        commitments: integerAnswer,
        commitmentAmount: integerAnswer,
        signatures: integerAnswer,
        signedAmount: integerAnswer,
      }),
    ),
  }),
});

type EndScreenExit = FundFunnelAnswer['exits']['endScreens'][number];

/** GET /api/admin/funds/:slug/funnel. */
export const fundFunnelAnswer = answerObject<FundFunnelAnswer>()({
  fund: answerObject<FundFunnelAnswer['fund']>()({ slug: stringAnswer, name: stringAnswer }),
  range: answerObject<FundFunnelAnswer['range']>()({ from: stringAnswer, to: stringAnswer, idleDays: integerAnswer }),
  subscriptions: integerAnswer,
  mediansAreEstimates: booleanAnswer,
  states: arrayOf(
    answerObject<FunnelState>()({
      id: stringAnswer,
      title: stringAnswer,
      isFinal: booleanAnswer,
      layer: integerAnswer,
      row: integerAnswer,
      entered: integerAnswer,
      restingNow: integerAnswer,
      abandoned: integerAnswer,
      medianSeconds: nullableNumber,
    }),
  ),
  edges: arrayOf(
    answerObject<FunnelEdge>()({
      from: stringAnswer,
      to: stringAnswer,
      events: arrayOf(stringAnswer),
      taken: integerAnswer,
    }),
  ),
  otherMoves: arrayOf(answerObject<FunnelMove>()({ from: stringAnswer, to: stringAnswer, taken: integerAnswer })),
  exits: answerObject<FundFunnelAnswer['exits']>()({
    endScreens: arrayOf(answerObject<EndScreenExit>()({ id: stringAnswer, title: stringAnswer, count: integerAnswer })),
    abandoned: integerAnswer,
  }),
  stages: arrayOf(
    answerObject<FunnelStageFigure>()({
      stage: enumAnswer(FUNNEL_STAGES),
      label: stringAnswer,
      count: integerAnswer,
      amount: integerAnswer,
    }),
  ),
  stageExits: answerObject<FundFunnelAnswer['stageExits']>()({
    declined: totalFigureAnswer,
    withdrawn: totalFigureAnswer,
  }),
});

const wireDetailsAnswer = answerObject<WireDetails>()({
  bankName: stringAnswer,
  bankAddress: stringAnswer,
  beneficiaryName: stringAnswer,
  beneficiaryAddress: stringAnswer,
  accountNumber: stringAnswer,
  routingNumber: stringAnswer,
  swiftCode: stringAnswer,
});

const wireVersionFields = { details: wireDetailsAnswer, by: stringAnswer, at: instantAnswer } as const;

/** GET and POST /api/admin/funds/:slug/wire-instructions, and …/confirm. */
export const adminWireAnswer = answerObject<AdminWireAnswer>()({
  fundSlug: stringAnswer,
  confirmed: nullableObject(
    answerObject<NonNullable<AdminWireAnswer['confirmed']>>()({ ...wireVersionFields, proposedBy: stringAnswer }),
  ),
  pending: nullableObject(
    answerObject<NonNullable<AdminWireAnswer['pending']>>()({ ...wireVersionFields, version: stringAnswer }),
  ),
  canConfirm: booleanAnswer,
});

/** GET /api/investments/:transactionId/wire-instructions. */
export const investorWireAnswer = answerObject<InvestorWireAnswer>()({
  fundName: stringAnswer,
  changedAt: nullableInstant,
  details: wireDetailsAnswer,
  reference: stringAnswer,
  amount: nullableInteger,
  investorRelationsPhone: stringAnswer,
});

/** GET /api/admin/funds/:slug/agreements.zip: the sealed agreements. */
export const agreementsZipAnswer = fileAnswer('A ZIP of the signed agreements', ['application/zip']);
