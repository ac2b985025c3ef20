// Loading a list file (docs/kyc.md 'Loading a list'): read as a stream, its bytes hashed as they pass, so that a
// version the operator does not name is the day and the file's hash ('2026-12-04-1a2b3c4d'): the same file loaded
// twice is refused as the same version.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { type ListFormat, readListFile } from './list-files';
import { type LoadedVersion, loadListVersion } from './screening-lists';
import type { ListEntry } from './screening-types';

export const loadListFile = async (
  db: Db,
  { input, format, version, now = new Date() }: { input: Readable; format: ListFormat; version?: string; now?: Date },
): Promise<LoadedVersion> => {
  const hash = createHash('sha256');
  input.on('data', (chunk: Buffer) => hash.update(chunk));
  const entries: ListEntry[] = [];
  for await (const entry of readListFile(input, format)) entries.push(entry);
  const named = version ?? `${now.toISOString().slice(0, 10)}-${hash.digest('hex').slice(0, 8)}`;
  return loadListVersion(db, { list: format, version: named, entries });
};
