import { describe, expect, it } from 'vitest';
import type { PipelineRow } from '../../../shared/api/admin-pipeline';
import { matchesSearch, queryPipeline } from './pipeline-query';

const row = (id: string, over: Partial<PipelineRow> = {}): PipelineRow => ({
  transactionId: id,
  investor: { userId: `u-${id}`, name: 'Ada Lovelace', email: 'ada@example.com' },
  methodOfInvestment: 'Individual',
  currentStep: 'NAME_PHONE',
  currentStepTitle: 'Name and phone',
  amount: 2_500_000,
  reservationAmount: null,
  signers: [],
  envelopeStatus: 'none',
  approval: 'pending',
  rejectionReason: null,
  countersignedAt: null,
  status: 'inProgress',
  statusText: 'In progress: step 2 of 3, Your name and phone',
  isComplete: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  subscriptionAgreementDate: null,
  fundsTransferDate: null,
  proofOfAccreditationDate: null,
  completionDate: null,
  rejectionDate: null,
  ...over,
});

const ids = (rows: PipelineRow[]) => rows.map((r) => r.transactionId);

describe('searching the pipeline', () => {
  it.each([
    ['a name, in any case', 'lovelace', true],
    ['a name without its accents', 'zoe', true],
    ['part of the e-mail', 'example.com', true],
    ['two words of the name', 'zoe love', true],
    ['the start of the transaction id', 'abc1', true],
    ['nothing', '   ', true],
    ['another name', 'curie', false],
    ['the middle of the transaction id', 'c12', false],
  ])('matches %s: %s', (_name, search, expected) => {
    const zoe = row('abc123', { investor: { userId: 'u', name: 'Zoë Lovelace', email: 'zoe@example.com' } });
    expect(matchesSearch(zoe, search)).toBe(expected);
  });
});

describe('filtering and sorting the pipeline', () => {
  const rows = [
    row('a', { amount: 500, status: 'underReview', updatedAt: '2026-01-03T00:00:00.000Z' }),
    row('b', { amount: null, status: 'inProgress', updatedAt: '2026-01-01T00:00:00.000Z' }),
    row('c', { amount: 900, status: 'underReview', updatedAt: '2026-01-02T00:00:00.000Z' }),
  ];

  it('keeps only the status asked for', () => {
    expect(ids(queryPipeline(rows, { status: 'underReview' }))).toEqual(['a', 'c']);
    expect(ids(queryPipeline(rows, { status: 'declined' }))).toEqual([]);
  });

  it('shows the latest change first by default', () => {
    expect(ids(queryPipeline(rows, {}))).toEqual(['a', 'c', 'b']);
  });

  it.each([
    ['asc', ['a', 'c', 'b']],
    ['desc', ['c', 'a', 'b']],
  ] as const)('sorts amounts %s with missing amounts last', (order, expected) => {
    expect(ids(queryPipeline(rows, { sort: 'amount', order }))).toEqual(expected);
  });

  it('sorts investors alphabetically, ignoring accents', () => {
    const people = [
      row('1', { investor: { userId: '1', name: 'Émile Zola', email: 'z@x' } }),
      row('2', { investor: { userId: '2', name: 'Ada Lovelace', email: 'a@x' } }),
      row('3', { investor: { userId: '3', name: 'Edith Piaf', email: 'e@x' } }),
    ];
    expect(ids(queryPipeline(people, { sort: 'investor' }))).toEqual(['2', '3', '1']);
  });

  it('orders statuses along the way a subscription goes', () => {
    const statuses = [
      row('x', { status: 'complete' }),
      row('y', { status: 'inProgress' }),
      row('z', { status: 'awaitingCoSigners' }),
    ];
    expect(ids(queryPipeline(statuses, { sort: 'status', order: 'asc' }))).toEqual(['y', 'z', 'x']);
  });
});
