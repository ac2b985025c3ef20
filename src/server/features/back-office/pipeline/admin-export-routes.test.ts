// Issue 'Export': the pipeline as CSV (tax ids masked unless asked for in full, which is audited) and the signed PDFs
// as a ZIP.
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { FUNDS, SSN_DIGITS, seedFunds } from '../../investment-flow/testing/flow-fixtures';
import { individualAtSigning, type SigningCase } from '../../signing/testing/signing-fixtures';
import { type AdminDeps, createAdminDeps } from '../admin-deps';
import { type AdminSession, logInAdmin, signedIndividual, validFundInput } from '../testing/admin-fixtures';
import { readZip } from '../testing/read-zip';
import { CSV_BATCH } from './csv-batches';
import { exportPipelineCsv, NO_SIGNED_AGREEMENTS } from './fund-export';

describe.each(testBackends())('exports of a fund on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;
  let signed: SigningCase;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
    signed = await signedIndividual(t().app);
  });

  const csv = (query = '') => getJson(t().app, `/api/admin/funds/${FUNDS.promotedVenture}/export.csv${query}`, admin);

  it('writes one row per transaction with masked tax ids', async () => {
    const response = await csv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="venture-fund-iv-pipeline-/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('"Transaction","Fund","Investor","E-mail"');
    const row = lines.find((line) => line.includes(signed.transactionId));
    expect(row).toContain('"•••-••-6789"');
    expect(row).toContain('"25000.00"');
    expect(row).toContain(`"${signed.email}"`);
    expect(response.body).not.toContain(SSN_DIGITS);
  });

  it('writes every time in US Eastern time with its offset, and names the zone in the header', async () => {
    const lines = (await csv()).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = (lines[0] ?? '').split('","');
    const row = (lines.find((line) => line.includes(signed.transactionId)) ?? '').split('","');
    const signedAt = row[header.indexOf('Agreement signed (US Eastern)')] ?? '';
    const startedAt = row[header.indexOf('Started (US Eastern)')] ?? '';
    for (const value of [signedAt, startedAt]) expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/);
    expect(new Date(signedAt).getTime()).toBeGreaterThan(Date.now() - 3_600_000);
    expect(header).toEqual(expect.arrayContaining(['Mobile phone', 'Residence address', 'Accreditation']));
  });

  it('writes full tax ids only when asked, and audits that', async () => {
    const response = await csv('?taxIds=full');
    expect(response.headers['content-disposition']).toContain('-full-tax-ids.csv');
    expect(response.body.split('\r\n').find((line) => line.includes(signed.transactionId))).toContain(
      `"${SSN_DIGITS}"`,
    );
    const audit = (await getJson(t().app, '/api/admin/audit?action=export.csv', admin)).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'export.csv.fullTaxIds',
      actor: { id: admin.userId },
      target: FUNDS.promotedVenture,
      details: { isFullTaxIds: true },
    });
    expect(audit.entries[1]).toMatchObject({ action: 'export.csv', details: { isFullTaxIds: false } });
  });

  it('writes the same file when the rows fill several batches: each row once, the header and its mark once', async () => {
    await individualAtSigning(t().app);
    await individualAtSigning(t().app);
    const deps = createAdminDeps(t().app.deps);
    const rows = await deps.office.pipeline.countByFund(FUNDS.promotedVenture);
    expect(rows).toBeGreaterThanOrEqual(3);
    const read = async (batchSize: number, from: AdminDeps = deps) => {
      const stream = await exportPipelineCsv(from, {
        adminId: admin.userId,
        slug: FUNDS.promotedVenture,
        isFullTaxIds: false,
        batchSize,
      });
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    };
    const whole = await read(CSV_BATCH);
    expect(await read(2)).toBe(whole);
    expect(whole.match(/\uFEFF/g)).toHaveLength(1);
    expect(whole.match(/"Transaction","Fund"/g)).toHaveLength(1);
    expect(whole.trim().split('\r\n')).toHaveLength(rows + 1);
    // On PostgreSQL a worker thread reads the rows through a connection of its own; the server's thread, the same.
    expect(deps.exportThread !== undefined).toBe(backend === 'postgres');
    const { exportThread: _thread, ...inThisThread } = deps;
    expect(await read(2, inThisThread)).toBe(whole);
  });

  // PGlite has no second connection, hence no worker.
  if (backend === 'postgres')
    it('fails the download, not the server, when the worker cannot read', async () => {
      const deps = createAdminDeps(t().app.deps);
      const thread = deps.exportThread;
      if (!thread) throw new Error('No export thread on PostgreSQL');
      const gone = new URL(thread.databaseUrl);
      gone.pathname = '/portal_no_such_database';
      const stream = await exportPipelineCsv(
        { ...deps, exportThread: { ...thread, databaseUrl: gone.href } },
        { adminId: admin.userId, slug: FUNDS.promotedVenture, isFullTaxIds: false },
      );
      await expect(stream.toArray()).rejects.toThrow(/portal_no_such_database/);
      // A client that leaves after the first batch ends the worker; the next export is whole.
      const left = await exportPipelineCsv(deps, {
        adminId: admin.userId,
        slug: FUNDS.promotedVenture,
        isFullTaxIds: false,
        batchSize: 1,
      });
      for await (const _chunk of left) break;
      expect(left.destroyed).toBe(true);
      expect((await csv()).statusCode).toBe(200);
    });

  it('bundles the sealed agreements as a ZIP', async () => {
    const response = await getJson(t().app, `/api/admin/funds/${FUNDS.promotedVenture}/agreements.zip`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const [file, ...others] = readZip(response.rawPayload);
    expect(others).toEqual([]);
    expect(file?.name).toMatch(/^ada-lovelace-[0-9a-f]{8}\.pdf$/);
    expect(file?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const audit = (await getJson(t().app, '/api/admin/audit?action=export.agreements', admin)).json();
    expect(audit.entries[0]).toMatchObject({ target: FUNDS.promotedVenture, details: { files: 1 } });
  });

  it('says when no agreement is signed yet', async () => {
    const { app } = t();
    const input = validFundInput();
    await postJson(app, '/api/admin/funds', input, admin);
    const response = await getJson(app, `/api/admin/funds/${input.fund.slug}/agreements.zip`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(NO_SIGNED_AGREEMENTS);
  });
});
