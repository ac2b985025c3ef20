import { describe, expect, it } from 'vitest';
import { countHit } from '../plugins/rate-limit-store';
import { signUp, testBackends, useTestApp } from '../test/test-app';
import { pruneExpired } from './prune';
import { rateLimitHits } from './schema/operations';
import { sessions } from './schema/users';

describe.each(testBackends())('pruning on %s', (backend) => {
  const t = useTestApp(backend);

  it('removes expired sessions and finished rate-limit windows, and keeps live ones', async () => {
    const { app, database } = t();
    await signUp(app);
    await countHit(database.db, 'test:short', 1_000, new Date());
    await countHit(database.db, 'test:long', 60 * 60_000, new Date());
    await pruneExpired(database.db, new Date(Date.now() + 10_000));
    expect(await database.db.select().from(sessions)).toHaveLength(1);
    const keys = (await database.db.select().from(rateLimitHits)).map((r) => r.key);
    expect(keys.filter((key) => key.startsWith('test:'))).toEqual(['test:long']);
    await pruneExpired(database.db, new Date(Date.now() + 30 * 24 * 60 * 60_000));
    expect(await database.db.select().from(sessions)).toHaveLength(0);
  });
});
