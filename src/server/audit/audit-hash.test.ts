import { describe, expect, it } from 'vitest';
import { auditEntryHash, canonicalJson, GENESIS_HASH, type HashedEntry } from './audit-hash';

const entry: HashedEntry = {
  id: 7,
  actorUserId: 'a',
  impersonatedUserId: null,
  action: 'fund.updated',
  target: 'venture-fund-v',
  at: new Date('2026-03-08T15:30:00.000Z'),
  details: { b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } },
};

describe('audit entry hashing', () => {
  it('reads an object the same whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe(canonicalJson({ a: { c: 3, d: 2 }, b: 1 }));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('gives the same hash for the same entry and previous hash', () => {
    expect(auditEntryHash(GENESIS_HASH, entry)).toBe(auditEntryHash(GENESIS_HASH, { ...entry }));
    expect(auditEntryHash(GENESIS_HASH, entry)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each<[string, Partial<HashedEntry>]>([
    ['action', { action: 'fund.created' }],
    ['actor', { actorUserId: 'b' }],
    ['impersonated investor', { impersonatedUserId: 'c' }],
    ['target', { target: null }],
    ['time', { at: new Date('2026-03-08T15:30:00.001Z') }],
    ['details', { details: { b: 2, a: { d: [2, { z: 1, y: 2 }], c: null } } }],
    ['id', { id: 8 }],
  ])('changes when the %s changes', (_name, change) => {
    expect(auditEntryHash(GENESIS_HASH, { ...entry, ...change })).not.toBe(auditEntryHash(GENESIS_HASH, entry));
  });

  it('changes with the previous hash, which chains the entries', () => {
    expect(auditEntryHash('f'.repeat(64), entry)).not.toBe(auditEntryHash(GENESIS_HASH, entry));
  });
});
