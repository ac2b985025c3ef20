// Where a transaction stands by its own columns alone (docs/admin.md 'Pipeline'): the part of the status vocabulary
// (shared/domain/investment-status) that needs no other table. The pipeline's status filter narrows by it through an
// index before it looks at the agreement (signers, countersignature), which only 'signed' and 'signing' need.
// Constants are written inline, never as parameters: the index and the query must hold the very same expression.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TERMINAL_STEPS } from '../../../shared/domain/steps';

export const TRANSACTION_PHASES = [
  'declined',
  'withdrawn',
  'complete',
  'funded',
  'signed',
  'signing',
  'waitlisted',
  'notEligible',
  'inProgress',
] as const;
export type TransactionPhase = (typeof TRANSACTION_PHASES)[number];

type PhaseColumns = Record<
  | 'rejectionDate'
  | 'withdrawalDate'
  | 'completionDate'
  | 'fundsTransferDate'
  | 'proofOfAccreditationDate'
  | 'subscriptionAgreementDate'
  | 'currentStep'
  | 'waitListDate',
  AnyPgColumn
>;

const literal = (text: string): SQL => sql.raw(`'${text.replace(/'/g, "''")}'`);
const END_SCREENS = TERMINAL_STEPS.filter((step) => step !== 'MID_CLOSING');

export const transactionPhaseSql = (t: PhaseColumns): SQL<TransactionPhase> => sql`(case
  when ${t.rejectionDate} is not null then ${literal('declined')}
  when ${t.withdrawalDate} is not null then ${literal('withdrawn')}
  when ${t.completionDate} is not null
    or (${t.fundsTransferDate} is not null and ${t.proofOfAccreditationDate} is not null
      and ${t.subscriptionAgreementDate} is not null) then ${literal('complete')}
  when ${t.fundsTransferDate} is not null then ${literal('funded')}
  when ${t.subscriptionAgreementDate} is not null then ${literal('signed')}
  when ${t.currentStep} = ${literal('MID_CLOSING')} then ${literal('signing')}
  when ${t.waitListDate} is not null then ${literal('waitlisted')}
  when ${t.currentStep} in (${sql.join(END_SCREENS.map(literal), sql`, `)}) then ${literal('notEligible')}
  else ${literal('inProgress')} end)`;
