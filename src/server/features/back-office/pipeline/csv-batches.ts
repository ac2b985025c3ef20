// The pipeline CSV's text a batch at a time (docs/admin.md 'Export'): one statement or two per batch, whatever the
// batch holds, each row's answers parsed just before its line is made. The server's process reads it on PGlite; on
// PostgreSQL a worker thread of its own does (csv-export-thread.ts), so that what a large export allocates is
// collected in a small heap of its own rather than let grow in the server's.
import { maskTaxId } from '../../../../shared/domain/tax-id';
import type { DataCipher } from '../../../security/data-cipher';
import { openFlowValues } from '../../investment-flow/public-api';
import { CSV_START, csvLine } from './pipeline-csv';
import type { createPipelineRepository } from './pipeline-repository';
import { type PipelineKeyset, parsedExportSource } from './pipeline-repository';
import { toPipelineRow } from './pipeline-rows';

/** Rows read per statement for the CSV. */
export const CSV_BATCH = 2000;

export type CsvExportRequest = { slug: string; isFullTaxIds: boolean; batchSize?: number };

type ExportPages = Pick<ReturnType<typeof createPipelineRepository>, 'exportPage'>;

/** The CSV's text, the header first, one string per batch, oldest subscription first. */
export async function* csvBatches(
  pipeline: ExportPages,
  cipher: DataCipher,
  { slug, isFullTaxIds, batchSize = CSV_BATCH }: CsvExportRequest,
): AsyncGenerator<string> {
  const taxId = isFullTaxIds ? (value: string) => value : maskTaxId;
  /** One batch's lines and where the next starts: its rows are garbage once this returns, before the client reads. */
  const batch = async (keyset: PipelineKeyset | undefined) => {
    const { rows, hasMore } = await pipeline.exportPage({
      fundSlug: slug,
      sort: 'createdAt',
      order: 'asc',
      keyset,
      limit: batchSize,
    });
    // One string for the batch, a line added per row: the batch is one chunk on the wire, not one write per line.
    let text = keyset === undefined ? CSV_START : '';
    for (const { source: exported } of rows) {
      const source = parsedExportSource(exported);
      const values = openFlowValues(source.transaction.values, cipher);
      text += csvLine({ row: toPipelineRow(source), source, values, taxId });
    }
    const last = rows.at(-1);
    const next: PipelineKeyset | undefined =
      hasMore && last ? { direction: 'after', value: last.sortValue, id: last.source.transaction.id } : undefined;
    return { text, next };
  };
  let keyset: PipelineKeyset | undefined;
  do {
    const { text, next } = await batch(keyset);
    yield text;
    keyset = next;
  } while (keyset);
}
