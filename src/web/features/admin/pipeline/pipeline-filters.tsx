// The pipeline's filters (issue 'Pipeline'): search investors, one status, a sort and its order.
import { type FormEvent, useState } from 'react';
import {
  PIPELINE_SORT_KEYS,
  PIPELINE_STATUSES,
  type PipelineQuery,
  type PipelineSortKey,
} from '../../../../shared/api/admin-pipeline';
import { Button } from '../../../components/ui/button';
import styles from '../admin.module.css';
import { PIPELINE_STATUS_LABELS } from './pipeline-labels';

const SORT_LABELS: Record<PipelineSortKey, string> = {
  updatedAt: 'Last change',
  createdAt: 'Started',
  investor: 'Investor',
  amount: 'Amount',
  step: 'Current step',
  status: 'Status',
};

type Props = { query: PipelineQuery; onChange: (name: string, value: string) => void };

export const PipelineFilters = ({ query, onChange }: Props) => {
  const [search, setSearch] = useState(query.search ?? '');

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange('search', search.trim());
  };

  return (
    <form className={styles.filters} onSubmit={onSearch} aria-label="Filter the pipeline">
      <div className={styles.field}>
        <label htmlFor="pipeline-search" className={styles.label}>
          Search investors
        </label>
        <input
          id="pipeline-search"
          className={styles.input}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Button type="submit">Search</Button>
      <div className={styles.field}>
        <label htmlFor="pipeline-status" className={styles.label}>
          Status
        </label>
        <select
          id="pipeline-status"
          className={styles.input}
          value={query.status ?? ''}
          onChange={(event) => onChange('status', event.target.value)}
        >
          <option value="">All</option>
          {PIPELINE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PIPELINE_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="pipeline-sort" className={styles.label}>
          Sort by
        </label>
        <select
          id="pipeline-sort"
          className={styles.input}
          value={query.sort ?? 'updatedAt'}
          onChange={(event) => onChange('sort', event.target.value)}
        >
          {PIPELINE_SORT_KEYS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="pipeline-order" className={styles.label}>
          Order
        </label>
        <select
          id="pipeline-order"
          className={styles.input}
          value={query.order ?? ''}
          onChange={(event) => onChange('order', event.target.value)}
        >
          <option value="">Default</option>
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </div>
    </form>
  );
};
