// Filter, search and sort of a fund's pipeline (issue 'Pipeline'). Pure, so the rule is tested alone.
import {
  PIPELINE_STATUSES,
  type PipelineQuery,
  type PipelineRow,
  type PipelineSortKey,
} from '../../../shared/api/admin-pipeline';

const normalize = (value: string): string => value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Search matches the investor's name or e-mail, or the start of the transaction id, ignoring case and accents. */
export const matchesSearch = (row: PipelineRow, search: string): boolean => {
  const words = normalize(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalize(`${row.investor.name} ${row.investor.email}`);
  return words.every((word) => haystack.includes(word) || row.transactionId.startsWith(word));
};

type Value = string | number | null;

const sortValue: Record<PipelineSortKey, (row: PipelineRow) => Value> = {
  updatedAt: (row) => row.updatedAt,
  createdAt: (row) => row.createdAt,
  investor: (row) => normalize(row.investor.name),
  amount: (row) => row.amount,
  step: (row) => row.currentStepTitle.toLowerCase(),
  status: (row) => PIPELINE_STATUSES.indexOf(row.status),
};

/** Missing values go last whichever the order; ties keep the earlier order. */
const compare = (a: Value, b: Value): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};

export const queryPipeline = (rows: readonly PipelineRow[], query: PipelineQuery): PipelineRow[] => {
  const {
    search = '',
    status,
    sort = 'updatedAt',
    order = sort === 'investor' || sort === 'step' ? 'asc' : 'desc',
  } = query;
  const value = sortValue[sort];
  const direction = order === 'asc' ? 1 : -1;
  return rows
    .filter((row) => (status === undefined || row.status === status) && matchesSearch(row, search))
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const byKey = a.key === null || b.key === null ? compare(a.key, b.key) : compare(a.key, b.key) * direction;
      return byKey !== 0 ? byKey : a.index - b.index;
    })
    .map(({ row }) => row);
};
