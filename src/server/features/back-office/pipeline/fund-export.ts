// A fund's pipeline as CSV and its signed agreements (with the tax forms signed with them) as a ZIP (docs/admin.md
// 'Export'), both streamed: rows and PDFs are read a batch at a time (one statement or two per batch, whatever the
// batch holds) and written as the client takes them, so neither the server's memory nor its statements grow with
// the fund. Tax ids are masked unless the
// admin explicitly asks for them in full; every export, and which kind, is in the audit log before a byte leaves.
import { once } from 'node:events';
import { Readable } from 'node:stream';
import ZipStream from 'zip-stream';
import { recordAdminAction } from '../../../audit/record-action';
import { HttpError } from '../../../http-error';
import { findFund } from '../../funds/public-api';
import { documentBytes } from '../../signing/public-api';
import type { AdminDeps } from '../admin-deps';
import { FUND_NOT_FOUND } from '../fund-settings/fund-admin';
import { CSV_BATCH, csvBatches } from './csv-batches';
import { csvFromWorker } from './csv-export-thread';
import { safeFileName } from './safe-file-name';

export const NO_SIGNED_AGREEMENTS = 'No agreement of this fund is fully signed yet.';

/** Agreements read per statement for the ZIP (PDFs are larger than the CSV's rows, csv-batches.ts). */
export const ZIP_BATCH = 50;

const requireFund = async (deps: AdminDeps, slug: string): Promise<void> => {
  if (!(await findFund(deps.db, slug))) throw new HttpError(404, FUND_NOT_FOUND);
};

export const exportPipelineCsv = async (
  deps: AdminDeps,
  {
    adminId,
    slug,
    isFullTaxIds,
    batchSize = CSV_BATCH,
  }: { adminId: string; slug: string; isFullTaxIds: boolean; batchSize?: number },
): Promise<Readable> => {
  await requireFund(deps, slug);
  const rowCount = await deps.office.pipeline.countByFund(slug);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: isFullTaxIds ? 'export.csv.fullTaxIds' : 'export.csv',
    target: slug,
    details: { rows: rowCount, isFullTaxIds },
  });
  const request = { slug, isFullTaxIds, batchSize };
  // On PostgreSQL a worker thread with a small heap of its own reads the rows (csv-export-thread.ts); on PGlite, which
  // lives in this thread, the server's process does. A byte stream either way: the next batch is read once the client
  // has taken all but 16 KB of this one (in object mode the stream read up to 16 batches ahead of a slow client).
  if (deps.exportThread) return csvFromWorker(deps.exportThread, request);
  return Readable.from(csvBatches(deps.office.pipeline, deps.cipher, request), { objectMode: false });
};

export const exportSignedAgreements = async (
  deps: AdminDeps,
  { adminId, slug }: { adminId: string; slug: string },
): Promise<Readable> => {
  await requireFund(deps, slug);
  const first = await deps.office.pipeline.sealedAgreements(slug, null, ZIP_BATCH);
  if (first.length === 0) throw new HttpError(404, NO_SIGNED_AGREEMENTS);
  // One entry for the whole archive (who, which fund, how many): the agreements' own trails are not written per PDF.
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'export.agreements',
    target: slug,
    details: { files: await deps.office.pipeline.countSealedFiles(slug) },
  });
  const zip = new ZipStream({ zlib: { level: 6 } });
  const add = (bytes: Buffer, name: string, date: Date) =>
    new Promise<void>((resolve, reject) =>
      zip.entry(bytes, { name, date }, (error) => (error ? reject(error) : resolve())),
    );
  const write = async () => {
    let batch = first;
    while (batch.length > 0) {
      const last = batch.at(-1);
      // The next batch is read while this one is written.
      const next =
        batch.length < ZIP_BATCH || !last
          ? Promise.resolve([])
          : deps.office.pipeline.sealedAgreements(slug, last.transactionId, ZIP_BATCH);
      next.catch(() => undefined); // awaited below; not left unhandled when the client leaves first
      for (const agreement of batch) {
        if (zip.destroyed) return;
        const stem = `${safeFileName(agreement.investorName)}-${agreement.transactionId.slice(0, 8)}`;
        await add(documentBytes(agreement, deps.cipher), `${stem}.pdf`, agreement.sealedAt);
        // The tax form signed with the agreement, beside it: 'Marie-Curie-1a2b3c4d-form-w-9.pdf'.
        const { taxForm } = agreement;
        if (taxForm) {
          await add(
            documentBytes(taxForm, deps.cipher),
            `${stem}-form-${taxForm.kind.toLowerCase()}.pdf`,
            taxForm.sealedAt,
          );
        }
        // The client reads slower than the database answers: wait for it rather than hold the archive in memory.
        if (zip.writableNeedDrain) await Promise.race([once(zip, 'drain'), once(zip, 'close')]);
      }
      batch = await next;
    }
    zip.finalize();
  };
  write().catch((error: unknown) => zip.destroy(error instanceof Error ? error : new Error(String(error))));
  return zip as unknown as Readable;
};
