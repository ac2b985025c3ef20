import { describe, expect, it } from 'vitest';
import { testBackends, useTestApp } from '../test/test-app';
import { countHit, keepHit, peekHits } from './rate-limit-store';

describe.each(testBackends())('database rate-limit counter on %s', (backend) => {
  const t = useTestApp(backend);

  it('counts hits within a window and starts again once the window has passed', async () => {
    const { db } = t().database;
    const start = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await countHit(db, 'k', 60_000, at(0))).toEqual({ current: 1, ttl: 60_000 });
    expect(await countHit(db, 'k', 60_000, at(10_000))).toEqual({ current: 2, ttl: 50_000 });
    expect(await countHit(db, 'other', 60_000, at(10_000))).toEqual({ current: 1, ttl: 60_000 });
    expect(await countHit(db, 'k', 60_000, at(60_000))).toEqual({ current: 1, ttl: 60_000 });
  });

  it('keeps a mark for its window from its latest use, not its first', async () => {
    const { db } = t().database;
    const start = new Date('2026-02-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    await keepHit(db, 'known', 60_000, at(0));
    await keepHit(db, 'known', 60_000, at(50_000));
    expect(await peekHits(db, 'known', at(100_000))).toBe(2);
    expect(await peekHits(db, 'known', at(110_000))).toBe(0);
  });

  it('counts every one of many simultaneous hits', async () => {
    const { db } = t().database;
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, () => countHit(db, 'burst', 60_000, now)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
