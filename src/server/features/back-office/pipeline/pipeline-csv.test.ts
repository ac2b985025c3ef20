import { describe, expect, it } from 'vitest';
import { easternIso } from './pipeline-csv';

describe('instants in the CSV', () => {
  it.each([
    ['2026-01-15T17:30:00.000Z', '2026-01-15T12:30:00-05:00'],
    ['2026-07-04T16:00:05.000Z', '2026-07-04T12:00:05-04:00'],
    // the spring change: 1:59:59 EST, then 3:00 EDT
    ['2026-03-08T06:59:59.000Z', '2026-03-08T01:59:59-05:00'],
    ['2026-03-08T07:00:00.000Z', '2026-03-08T03:00:00-04:00'],
    // the autumn change: 1:30 comes twice, first in EDT then in EST
    ['2026-11-01T05:30:00.000Z', '2026-11-01T01:30:00-04:00'],
    ['2026-11-01T06:30:00.000Z', '2026-11-01T01:30:00-05:00'],
    ['2026-12-31T23:59:59.999Z', '2026-12-31T18:59:59-05:00'],
  ])('writes %s as %s, the same instant', (utc, eastern) => {
    expect(easternIso(utc)).toBe(eastern);
    expect(new Date(eastern).getTime()).toBe(Math.floor(new Date(utc).getTime() / 1000) * 1000);
    expect(easternIso(new Date(utc))).toBe(eastern);
  });

  it('leaves a missing instant empty', () => {
    expect(easternIso(null)).toBeNull();
  });
});
