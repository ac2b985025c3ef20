// Bulk work on a fund's pipeline (docs/admin.md 'Bulk actions'): approve, countersign or remind many subscriptions,
// and export the selected ones. Each one goes through the single-subscription code path (same rules, same audit, same
// e-mails); a refusal is that subscription's reason for being skipped, never the whole request's failure.
import type { FastifyBaseLogger } from 'fastify';
import type { BulkAction, BulkAnswer, BulkItemResult } from '../../../../shared/api/admin-bulk';
import { maskTaxId } from '../../../../shared/domain/tax-id';
import { recordAdminAction } from '../../../audit/record-action';
import { HttpError } from '../../../http-error';
import { isUuid, openFlowValues } from '../../investment-flow/public-api';
import type { AdminDeps } from '../admin-deps';
import { CSV_START, csvLine } from '../pipeline/pipeline-csv';
import type { PipelineSource } from '../pipeline/pipeline-repository';
import { investorName, toPipelineRow } from '../pipeline/pipeline-rows';
import { TRANSACTION_NOT_FOUND } from './decisions';

export const NOT_IN_FUND = 'This subscription is not in this fund.';
export const ITEM_FAILED = 'Something went wrong with this one; please try it on its own page.';

/** The fund's subscription, or undefined (not found, not this fund's). */
const findInFund = async (
  deps: AdminDeps,
  slug: string,
  transactionId: string,
): Promise<PipelineSource | undefined> => {
  const found = isUuid(transactionId) ? await deps.office.pipeline.findById(transactionId) : undefined;
  return found?.transaction.fundSlug === slug ? found : undefined;
};

/** Runs `act` on each selected subscription of the fund, one after the other, and says what happened to each. */
export const runBulk = async (
  deps: AdminDeps,
  log: FastifyBaseLogger,
  {
    action,
    slug,
    transactionIds,
    act,
  }: {
    action: BulkAction;
    slug: string;
    transactionIds: readonly string[];
    act: (transactionId: string) => Promise<unknown>;
  },
): Promise<BulkAnswer> => {
  const results: BulkItemResult[] = [];
  for (const transactionId of new Set(transactionIds)) {
    const source = await findInFund(deps, slug, transactionId);
    if (!source) {
      const exists = isUuid(transactionId) && (await deps.office.pipeline.findById(transactionId));
      results.push({
        transactionId,
        investorName: null,
        outcome: 'skipped',
        reason: exists ? NOT_IN_FUND : TRANSACTION_NOT_FOUND,
      });
      continue;
    }
    const name = investorName(source);
    try {
      await act(transactionId);
      results.push({ transactionId, investorName: name, outcome: 'done', reason: null });
    } catch (error) {
      if (!(error instanceof HttpError)) log.error({ err: error, transactionId, action }, 'bulk action failed');
      const reason = error instanceof HttpError ? error.message : ITEM_FAILED;
      results.push({ transactionId, investorName: name, outcome: 'skipped', reason });
    }
  }
  const done = results.filter((r) => r.outcome === 'done').length;
  return { action, done, skipped: results.length - done, results };
};

/** The selected subscriptions of the fund as the pipeline CSV (tax ids masked), in the order they were selected. */
export const exportSelectedCsv = async (
  deps: AdminDeps,
  { adminId, slug, transactionIds }: { adminId: string; slug: string; transactionIds: readonly string[] },
): Promise<{ csv: string; rows: number }> => {
  let csv = CSV_START;
  let rows = 0;
  for (const transactionId of new Set(transactionIds)) {
    const source = await findInFund(deps, slug, transactionId);
    if (!source) continue;
    const values = openFlowValues(source.transaction.values, deps.cipher);
    csv += csvLine({ row: toPipelineRow(source), source, values, taxId: maskTaxId });
    rows += 1;
  }
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'export.csv.selected',
    target: slug,
    details: { rows, selected: transactionIds.length },
  });
  return { csv, rows };
};
