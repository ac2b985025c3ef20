// Words of the Screening page (docs/kyc.md 'Review'): whom a match is about, its score, and what a decision says.
import type { ScreeningMatchRow } from '../../../../shared/api/screening';

export const ROLE_LABELS: Record<string, string> = {
  investor: 'Investor',
  jointSubscriber: 'Joint subscriber',
  spouse: 'Spouse',
  entity: 'Entity or trust',
  beneficialOwner: 'Beneficial owner',
  controlPerson: 'Control person',
};

export const roleLabel = (role: string): string => ROLE_LABELS[role] ?? role;

export const scorePercent = (score: number): string => `${Math.round(score * 100)}%`;

export const decisionConfirmation = (row: ScreeningMatchRow, decision: 'clear' | 'confirm'): string =>
  decision === 'clear'
    ? `Cleared: ${row.subjectName} is not ${row.entryName}. The note is kept with the decision.`
    : `Confirmed: ${row.subjectName} is ${row.entryName}. ${row.investorName}'s subscription stays blocked.`;
