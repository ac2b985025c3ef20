// The pipeline's keyset cursors (docs/admin.md 'Pipeline'): an opaque token naming one row by its sort value and id,
// tied to the sort and order it was made for. A cursor that does not read back is refused (400), never trusted.
import type { PipelineOrder, PipelineSortKey } from '../../../../shared/api/admin-pipeline';
import { PIPELINE_SORT_KEYS } from '../../../../shared/api/admin-pipeline';
import { HttpError } from '../../../http-error';
import { isUuid } from '../../investment-flow/public-api';

export const INVALID_CURSOR = 'This page link is no longer valid: go back to the first page.';

export type CursorRow = { value: string | null; id: string };
type Made = { sort: PipelineSortKey; order: PipelineOrder };

export const encodeCursor = ({ sort, order }: Made, { value, id }: CursorRow): string =>
  Buffer.from(JSON.stringify([sort, order, value, id]), 'utf8').toString('base64url');

const isCursorValue = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value.length <= 400);

/** The row a cursor names, when it was made for this sort and order; a 400 otherwise. */
export const decodeCursor = (cursor: string, { sort, order }: Made): CursorRow => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw new HttpError(400, INVALID_CURSOR);
  const [madeSort, madeOrder, value, id] = parsed as unknown[];
  const isValid =
    PIPELINE_SORT_KEYS.includes(madeSort as PipelineSortKey) &&
    madeSort === sort &&
    madeOrder === order &&
    isCursorValue(value) &&
    typeof id === 'string' &&
    isUuid(id);
  if (!isValid) throw new HttpError(400, INVALID_CURSOR);
  return { value, id: id as string };
};
