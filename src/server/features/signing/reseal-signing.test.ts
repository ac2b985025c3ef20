import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD } from '../../db/seed/demo-people';
import { selectRows } from '../../db/select-rows';
import { createDataCipher } from '../../security/data-cipher';
import { generateDataKey } from '../../security/data-key';
import { sha256Hex } from '../../security/sha256';
import { postJson, testBackends, useTestApp } from '../../test/test-app';
import { logInThroughSecondFactor } from '../../test/two-step';
import { FUNDS, SSN_DIGITS, seedFunds } from '../investment-flow/testing/flow-fixtures';
import { openFill } from './builtin/envelope-fill';
import { createDocumentsRepository } from './documents-repository';
import { resealSigning } from './reseal-signing';
import { pdfText } from './testing/pdf-inspect';
import { individualAtSigning, signAsInvestor, templateAskingFullTaxId } from './testing/signing-fixtures';

describe.each(testBackends())('key rotation of e-signature on %s', (backend) => {
  const t = useTestApp(backend);

  const rows = async <Row>(query: string): Promise<Row[]> => selectRows<Row>(t().database.db, sql.raw(query));

  it('re-seals the envelopes’ fill records and the agreements holding a full tax id, so the old key can go', async () => {
    const { app, database, dataKey } = t();
    await seedFunds(app);
    const { cookie } = await logInThroughSecondFactor(app, 'admin@investor-portal.local', DEMO_ADMIN_PASSWORD);
    const upload = await postJson(
      app,
      `/api/admin/signing/funds/${FUNDS.promotedVenture}/template`,
      { pdfBase64: (await templateAskingFullTaxId()).toString('base64'), fileName: 'venture-fund-iv.pdf' },
      { cookie },
    );
    expect(upload.statusCode).toBe(201);
    await signAsInvestor(app, await individualAtSigning(app));

    const encrypted = await rows<{ id: string; sha256: string }>(
      'select id, sha256 from documents where is_encrypted order by id',
    );
    // The filled agreement and the sealed one hold the full tax id.
    expect(encrypted).toHaveLength(2);
    const fills = await rows<{ id: string; sealed_fill: string }>('select id, sealed_fill from envelopes order by id');
    expect(fills.length).toBeGreaterThan(0);

    const oldOnly = createDataCipher([dataKey]);
    const newKey = generateDataKey();
    const rotating = createDataCipher([newKey, dataKey]);
    expect(await resealSigning(database.db, rotating)).toEqual({ documents: 2, envelopes: fills.length });
    expect(await resealSigning(database.db, rotating)).toEqual({ documents: 0, envelopes: 0 });

    const newOnly = createDataCipher([newKey]);
    const documentsWithNewKey = createDocumentsRepository(database.db, newOnly);
    for (const { id, sha256 } of encrypted) {
      const document = await documentsWithNewKey.findById(id);
      expect(document && sha256Hex(document.bytes)).toBe(sha256);
      expect(await pdfText(document?.bytes ?? Buffer.alloc(0))).toContain(SSN_DIGITS);
      await expect(createDocumentsRepository(database.db, oldOnly).findById(id)).rejects.toThrow(/unknown data key/);
    }
    const resealed = await rows<{ id: string; sealed_fill: string }>(
      'select id, sealed_fill from envelopes order by id',
    );
    expect(resealed.map((row) => row.id)).toEqual(fills.map((row) => row.id));
    resealed.forEach((row, index) => {
      expect(row.sealed_fill.startsWith(`enc:v1:${newOnly.currentKeyId}:`)).toBe(true);
      expect(openFill(row.sealed_fill, newOnly)).toEqual(openFill(fills[index]?.sealed_fill ?? '', oldOnly));
    });
  });
});
