// One page of a fund's pipeline (docs/admin.md 'Pipeline'): the query checked, the rows read from the database a
// page at a time, and the cursors of the pages either side.
import {
  PIPELINE_PAGE_DEFAULT,
  PIPELINE_PAGE_MAX,
  type PipelineAnswer,
  type PipelineOrder,
  type PipelineQuery,
} from '../../../../shared/api/admin-pipeline';
import { HttpError } from '../../../http-error';
import { findFund } from '../../funds/public-api';
import type { AdminDeps } from '../admin-deps';
import { FUND_NOT_FOUND } from '../fund-settings/fund-admin';
import { decodeCursor, encodeCursor } from './pipeline-cursor';
import type { PipelineKeyset } from './pipeline-repository';
import { toPipelineRow } from './pipeline-rows';
import { SORT_KEYS } from './pipeline-sql';

export const BOTH_CURSORS = 'Ask for the page after a row or the page before one, not both.';
export const PAGE_TOO_LONG = `A page holds at most ${PIPELINE_PAGE_MAX} rows.`;

export const readPipelinePage = async (
  deps: AdminDeps,
  slug: string,
  query: PipelineQuery,
): Promise<PipelineAnswer> => {
  const sort = query.sort ?? 'updatedAt';
  const order: PipelineOrder = query.order ?? SORT_KEYS[sort].defaultOrder;
  if (query.after !== undefined && query.before !== undefined) throw new HttpError(400, BOTH_CURSORS);
  const limit = query.limit ?? PIPELINE_PAGE_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > PIPELINE_PAGE_MAX) throw new HttpError(400, PAGE_TOO_LONG);
  const made = { sort, order };
  const keyset: PipelineKeyset | undefined =
    query.after !== undefined
      ? { direction: 'after', ...decodeCursor(query.after, made) }
      : query.before !== undefined
        ? { direction: 'before', ...decodeCursor(query.before, made) }
        : undefined;
  const found = await findFund(deps.db, slug);
  if (!found) throw new HttpError(404, FUND_NOT_FOUND);
  const { fund } = found;
  const [page, total] = await Promise.all([
    deps.office.pipeline.page({
      fundSlug: fund.slug,
      status: query.status,
      search: query.search,
      sort,
      order,
      keyset,
      limit,
    }),
    deps.office.pipeline.countByFund(fund.slug),
  ]);
  const cursorOf = (index: number): string | null => {
    const row = page.rows.at(index);
    return row ? encodeCursor(made, { value: row.sortValue, id: row.source.transaction.id }) : null;
  };
  const isBackward = keyset?.direction === 'before';
  // Read forwards, a page lies behind whenever one was asked for from a row; read backwards, one lies ahead.
  const hasNext = isBackward ? true : page.hasMore;
  const hasPrevious = isBackward ? page.hasMore : keyset !== undefined;
  return {
    fund: { slug: fund.slug, name: fund.name },
    rows: page.rows.map((row) => toPipelineRow(row.source)),
    page: { next: hasNext ? cursorOf(-1) : null, previous: hasPrevious ? cursorOf(0) : null },
    total,
  };
};
