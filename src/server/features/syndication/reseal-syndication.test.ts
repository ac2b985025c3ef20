import { describe, expect, it } from 'vitest';
import { createDataCipher } from '../../security/data-cipher';
import { generateDataKey } from '../../security/data-key';
import { testBackends, useTestApp } from '../../test/test-app';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { resealSyndication } from './reseal-syndication';
import { createSyndicationRepositories } from './syndication-repositories';

describe.each(testBackends())('key rotation of the syndication sign-up on %s', (backend) => {
  const t = useTestApp(backend);

  it('re-seals uploads and declared details with the new key, so the old key can be retired', async () => {
    const { app, database, dataKey } = t();
    await seedFunds(app);
    const before = await createSyndicationRepositories(database.db, createDataCipher([dataKey])).verifications.queue(
      {},
    );
    expect(before).toHaveLength(2);

    const newKey = generateDataKey();
    const rotating = createDataCipher([newKey, dataKey]);
    expect(await resealSyndication(database.db, rotating)).toEqual({ uploads: 2, details: 2 });
    expect(await resealSyndication(database.db, rotating)).toEqual({ uploads: 0, details: 0 });

    const newOnly = createSyndicationRepositories(database.db, createDataCipher([newKey]));
    const after = await newOnly.verifications.queue({});
    expect(after.map((v) => v.details)).toEqual(before.map((v) => v.details));
    for (const item of after) {
      const opened = await newOnly.uploads.open(item.uploadId);
      const original = await createSyndicationRepositories(database.db, rotating).uploads.open(item.uploadId);
      expect(opened?.bytes.equals(original?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
    const oldOnly = createSyndicationRepositories(database.db, createDataCipher([dataKey]));
    await expect(oldOnly.verifications.queue({})).rejects.toThrow(/unknown data key/);
  });
});
