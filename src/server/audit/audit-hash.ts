// The audit log's hash chain (docs/admin.md 'Audit log'): each sealed entry's hash covers the previous hash and the
// entry's canonical JSON, so an entry altered or removed after sealing no longer matches its link.
import { createHash } from 'node:crypto';

/** The previous hash of the first link. */
export const GENESIS_HASH = '0'.repeat(64);

export type HashedEntry = {
  id: number;
  actorUserId: string | null;
  impersonatedUserId: string | null;
  action: string;
  target: string | null;
  at: Date;
  details: Record<string, unknown>;
};

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

/** JSON with keys sorted at every level: the same entry always reads the same, whatever order jsonb keeps. */
export const canonicalJson = (value: unknown): string => JSON.stringify(canonical(value));

export const auditEntryHash = (prevHash: string, entry: HashedEntry): string =>
  createHash('sha256')
    .update(`${prevHash}\n`)
    .update(
      canonicalJson({
        id: entry.id,
        actorUserId: entry.actorUserId,
        impersonatedUserId: entry.impersonatedUserId,
        action: entry.action,
        target: entry.target,
        at: entry.at,
        details: entry.details,
      }),
    )
    .digest('hex');
