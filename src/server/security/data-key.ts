// Where the data key comes from (docs/operations.md): PORTAL_DATA_KEY, else in development a key file under ./data.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const parseDataKey = (base64: string, name = 'PORTAL_DATA_KEY'): Buffer => {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64-encoded`);
  return key;
};

export const generateDataKey = (): Buffer => randomBytes(32);

type LoadDataKeysOptions = {
  env: Record<string, string | undefined>;
  /** File used in development when PORTAL_DATA_KEY is unset. */
  keyFile: string;
  isProduction: boolean;
};

/** Current key first, then PORTAL_DATA_KEY_PREVIOUS (comma-separated) for values sealed before a rotation. */
export const loadDataKeys = ({ env, keyFile, isProduction }: LoadDataKeysOptions): Buffer[] => {
  const previous = (env.PORTAL_DATA_KEY_PREVIOUS ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => parseDataKey(part, 'PORTAL_DATA_KEY_PREVIOUS'));
  if (env.PORTAL_DATA_KEY) return [parseDataKey(env.PORTAL_DATA_KEY), ...previous];
  if (isProduction) throw new Error('PORTAL_DATA_KEY is required in production');
  if (!existsSync(keyFile)) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, `${generateDataKey().toString('base64')}\n`, { mode: 0o600 });
  }
  return [parseDataKey(readFileSync(keyFile, 'utf8'), keyFile), ...previous];
};
